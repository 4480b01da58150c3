import { Type, type Static } from 'typebox';
import { EmailAddress, Id, IdInput, IsoDate, SingleLineText } from './common.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { RoleSchema } from './role-schemas.ts';

export const EMAIL_MAX_LENGTH = 254;

const Name = SingleLineText({ minLength: 1, maxLength: NAME_MAX_LENGTH });
const Email = EmailAddress({ minLength: 3, maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

export const User = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  isAdmin: Type.Boolean(),
  /** The staff role (docs/staff.md), null for a customer; `isAdmin` is true for any role. */
  role: Type.Union([RoleSchema, Type.Null()]),
});
export type User = Static<typeof User>;

/** The sign-in answer the storefront keeps as `userInfo`. */
export const UserInfo = Type.Object({ ...User.properties, token: Type.String() });
export type UserInfo = Static<typeof UserInfo>;

export const AdminUser = Type.Object({ ...User.properties, createdAt: IsoDate });
export type AdminUser = Static<typeof AdminUser>;

/**
 * The admin's user list: a JSON array, one page per response, oldest first, the page count in the
 * `X-Total-Pages` header; `keyword` narrows it to names and e-mails containing it.
 */
export const UserListQuery = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  keyword: Type.Optional(SingleLineText({ maxLength: 100 })),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const LoginBody = Type.Object({
  // One line, but not held to the email rule: a malformed email simply fails to sign in, and an
  // account made before the rule was this strict can still sign in.
  email: SingleLineText({ maxLength: EMAIL_MAX_LENGTH }),
  password: Type.String({ maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({ name: Name, email: Email, password: Password });
export type RegisterBody = Static<typeof RegisterBody>;

export const ProfileUpdateBody = Type.Object({
  name: Type.Optional(Name),
  email: Type.Optional(Email),
  // Empty means "unchanged": what a profile form sends when the password field is left blank.
  password: Type.Optional(Type.Union([Type.Literal(''), Password])),
  // Needed when the password or the e-mail changes (a token alone cannot take the account). Held
  // to no rule but a bound, as at sign-in: an old password may predate today's rules.
  currentPassword: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export const CURRENT_PASSWORD_REQUIRED = 'currentPassword is required to change the password or e-mail';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/**
 * `POST /api/users/logout`: ends the token it is called with, or with `everywhere` every session
 * of the account. No body means this token only.
 */
export const LogoutBody = Type.Union([
  Type.Object({ everywhere: Type.Optional(Type.Boolean()) }),
  Type.Null(),
]);
export type LogoutBody = Static<typeof LogoutBody>;

export const LOGGED_OUT = 'Logged out';
export const SIGNED_OUT_EVERYWHERE = 'Signed out everywhere';

export const AdminUserUpdateBody = Type.Object({
  _id: Type.Optional(IdInput),
  name: Name,
  email: Email,
  /** An old client's field: see `role`. */
  isAdmin: Type.Optional(Type.Boolean()),
  /**
   * The account's role, null for a customer (owners only). Without it, `isAdmin` matching the
   * account changes nothing, `true` makes a customer a manager, `false` makes staff a customer.
   */
  role: Type.Optional(Type.Union([RoleSchema, Type.Null()])),
});
export type AdminUserUpdateBody = Static<typeof AdminUserUpdateBody>;

export const UserParams = Type.Object({ id: IdInput });

/** `POST /api/users/password-reset`: the same answer whether or not the address has an account. */
export const PasswordResetBody = Type.Object({ email: Email });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const PasswordResetConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Password,
});
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

/** How long a password-reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

export const PASSWORD_RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to set a new password. The link works for 30 minutes.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with the new one.';
