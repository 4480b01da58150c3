import { type AuditActor, recordAudit } from '../audit/index.ts';
import { isUuid } from '../../contract/ids.ts';
import {
  LOGGED_OUT,
  SIGNED_OUT_EVERYWHERE,
  type AdminUser,
  type AdminUserUpdateBody,
  type LoginBody,
  type ProfileUpdateBody,
  type RegisterBody,
  type User,
  type UserInfo,
  type UserListQuery,
} from '../../contract/users.ts';
import { NOT_STAFF_MESSAGE, type Role, roleRefusal } from '../../contract/roles.ts';
import { type AuthUser, type SignedInToken, revokeToken, type TokenService } from '../auth/index.ts';
import { type Db, isUniqueViolation, transaction } from '../db/index.ts';
import {
  ForbiddenError,
  NotFoundError,
  TokenFailedError,
  UnauthorizedError,
  ValidationError,
} from '../errors.ts';
import { mailAccountChanged } from '../mail/index.ts';
import { productIdsReviewedBy, recomputeRatings } from '../reviews/index.ts';
import { givenCurrentPassword, proveCurrentPassword } from './current-password.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import * as repo from './repo.ts';
import type { AccountThrottles } from './throttles.ts';

/** Users per page of the admin's user list. */
export const USERS_PAGE_SIZE = 20;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!emailPattern.test(email)) throw new ValidationError('Please enter a valid email address');
  return email;
}

function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new ValidationError('Name is required');
  return name;
}

function toUser(record: repo.UserRecord): User {
  return {
    _id: record.id,
    name: record.name,
    email: record.email,
    isAdmin: record.role !== null,
    role: record.role,
  };
}

function toAdminUser(record: repo.UserRecord): AdminUser {
  return { ...toUser(record), createdAt: record.createdAt.toISOString() };
}

/** Turns the database's unique-email refusal into the message the caller should see. */
async function uniqueEmail<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(message);
    throw error;
  }
}

const EMAIL_TAKEN = 'That email address is already in use';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const LAST_OWNER_MESSAGE = 'The shop must keep at least one owner';

/**
 * The role an admin edit asks for. `role` says it outright (null: a customer). An old client sends
 * only `isAdmin`: matching the account's state changes nothing, `true` on a customer makes a
 * manager (the least a former admin edit gave that a shop would want), `false` on staff a customer.
 */
function requestedRole(current: Role | null, body: AdminUserUpdateBody): Role | null {
  if (body.role !== undefined) return body.role;
  if (body.isAdmin === undefined || body.isAdmin === (current !== null)) return current;
  return body.isAdmin ? 'manager' : null;
}

export function createUserService(deps: {
  db: Db;
  tokens: TokenService;
  throttles: AccountThrottles;
  /** The shop's own address, for the links in account notices. */
  publicUrl: string;
}) {
  const { db, tokens, throttles } = deps;
  // Unknown emails are checked against this hash too, so timing does not reveal who has an account.
  let decoyHash: Promise<string> | undefined;

  async function withToken(record: repo.UserRecord): Promise<UserInfo> {
    const token = await tokens.sign({ userId: record.id, version: record.tokenVersion });
    return { ...toUser(record), token };
  }

  async function existing(id: string): Promise<repo.UserRecord> {
    const record = isUuid(id) ? await repo.findById(db, id) : undefined;
    if (!record) throw new NotFoundError('User not found');
    return record;
  }

  /** The signed-in user's own row; gone means deleted since the token was checked. */
  async function self(user: AuthUser): Promise<repo.UserRecord> {
    const record = await repo.findById(db, user.id);
    if (!record) throw new TokenFailedError();
    return record;
  }

  /**
   * Locks the acting admin and the target (docs/accounts.md) and checks both still are what
   * the request assumed: the actor is still an owner (only owners manage users, docs/staff.md)
   * and the target exists. Returns the target's row as locked.
   */
  async function lockForAdminChange(tx: Db, admin: AuthUser, id: string, change: 'edit' | 'delete') {
    const rows = await repo.lockForAdminChange(tx, { actorId: admin.id, targetId: id }, change);
    const actor = rows.find((row) => row.id === admin.id);
    if (!actor) throw new TokenFailedError();
    if (actor.role === null) throw new ForbiddenError(NOT_STAFF_MESSAGE);
    if (actor.role !== 'owner') throw new ForbiddenError(roleRefusal(actor.role));
    const target = rows.find((row) => row.id === id);
    if (!target) throw new NotFoundError('User not found');
    return target;
  }

  return {
    async login(body: LoginBody, clientAddress: string): Promise<UserInfo> {
      const email = normalizeEmail(body.email);
      const succeeded = await throttles.signInAttempt(email, clientAddress);
      const record = await repo.findByEmail(db, email);
      decoyHash ??= hashPassword('decoy password for unknown accounts');
      const valid = await verifyPassword(body.password, record?.passwordHash ?? (await decoyHash));
      if (!record || !valid) throw new UnauthorizedError('Invalid email or password');
      await succeeded();
      if (needsRehash(record.passwordHash)) {
        await repo.replacePasswordHash(db, record.id, record.passwordHash, await hashPassword(body.password));
      }
      return withToken(record);
    },

    async register(body: RegisterBody, clientAddress: string): Promise<UserInfo> {
      await throttles.registration(clientAddress);
      const name = validName(body.name);
      const email = validEmail(body.email);
      assertAcceptablePassword(body.password, { email, name });
      const passwordHash = await hashPassword(body.password);
      const record = await uniqueEmail('User already exists', () =>
        repo.insert(db, { name, email, passwordHash }),
      );
      return withToken(record);
    },

    async profile(user: AuthUser): Promise<User> {
      return toUser(await self(user));
    },

    /**
     * A new password or e-mail needs the current password (a token alone cannot take the account
     * over); a new password ends every other session, and the answer's fresh token keeps this one.
     */
    async updateProfile(user: AuthUser, body: ProfileUpdateBody, clientAddress: string): Promise<UserInfo> {
      const current = await self(user);
      const name = body.name === undefined ? current.name : validName(body.name);
      const email = body.email === undefined ? current.email : validEmail(body.email);
      // A profile form sends an empty password when the field is left blank: keep the old one.
      const password = body.password === '' ? undefined : body.password;
      if (password !== undefined) assertAcceptablePassword(password, { email, name });
      const emailChanges = email !== current.email;
      const given = password !== undefined || emailChanges ? givenCurrentPassword(body.currentPassword) : '';
      if (emailChanges) await throttles.emailChange(user.id, clientAddress);
      if (given) await proveCurrentPassword(throttles, current, given, clientAddress);
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      const updated = await uniqueEmail(EMAIL_TAKEN, () =>
        transaction(db, async (tx) => {
          const changed = await repo.update(tx, user.id, {
            name,
            email,
            ...(passwordHash ? { passwordHash, bumpTokenVersion: true } : {}),
            // Not if this session was ended (a password change elsewhere) since it was read.
            atTokenVersion: current.tokenVersion,
          });
          // The notices commit with the change, or neither does.
          if (changed) {
            await mailAccountChanged(tx, current, {
              newEmail: emailChanges ? email : undefined,
              passwordChanged: passwordHash !== undefined,
              resetLink: `${deps.publicUrl}/forgot-password`,
            });
          }
          return changed;
        }),
      );
      if (!updated) throw new TokenFailedError();
      return withToken(updated);
    },

    /**
     * Logout: this token stops working at once, the account's other sessions go on. `everywhere`
     * ends every session of the account, this one included.
     */
    async logout(user: AuthUser, token: SignedInToken, everywhere: boolean): Promise<{ message: string }> {
      if (!everywhere) {
        await revokeToken(db, token);
        return { message: LOGGED_OUT };
      }
      if (!(await repo.bumpTokenVersion(db, user.id))) throw new TokenFailedError();
      return { message: SIGNED_OUT_EVERYWHERE };
    },

    /** One page of users, oldest first, narrowed to names and e-mails containing `keyword`. */
    async list(query: UserListQuery): Promise<{ users: AdminUser[]; pages: number }> {
      const { records, total } = await repo.listPage(db, {
        keyword: query.keyword?.trim() || undefined,
        limit: USERS_PAGE_SIZE,
        offset: ((query.pageNumber ?? 1) - 1) * USERS_PAGE_SIZE,
      });
      return { users: records.map(toAdminUser), pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)) };
    },

    async get(id: string): Promise<User> {
      return toUser(await existing(id));
    },

    async update(admin: AuthUser, id: string, body: AdminUserUpdateBody, actor: AuditActor): Promise<User> {
      if (!isUuid(id)) throw new NotFoundError('User not found');
      const name = validName(body.name);
      const email = validEmail(body.email);
      const updated = await uniqueEmail(EMAIL_TAKEN, () =>
        transaction(db, async (tx) => {
          // Every owner's row first, in id order: two owners changing roles at once take turns,
          // so the count below is never read from a snapshot another change has made stale.
          const owners = await repo.lockOwners(tx);
          const target = await lockForAdminChange(tx, admin, id, 'edit');
          const role = requestedRole(target.role, body);
          if (role !== target.role) {
            if (id === admin.id) throw new ForbiddenError(OWN_ROLE_MESSAGE);
            if (target.role === 'owner' && owners.filter((owner) => owner !== id).length === 0) {
              throw new ForbiddenError(LAST_OWNER_MESSAGE);
            }
          }
          const before = await repo.findById(tx, id);
          const after = await repo.update(tx, id, { name, email, role });
          if (before && after) {
            const kind = role === target.role ? 'user.update' : 'user.role';
            await recordAudit(tx, { actor, kind, target: id, before: toUser(before), after: toUser(after) });
          }
          return after;
        }),
      );
      if (!updated) throw new NotFoundError('User not found');
      return toUser(updated);
    },

    async remove(admin: AuthUser, id: string, actor: AuditActor): Promise<{ message: string }> {
      if (id === admin.id) throw new ForbiddenError('You cannot delete your own account');
      if (!isUuid(id)) throw new NotFoundError('User not found');
      await transaction(db, async (tx) => {
        await lockForAdminChange(tx, admin, id, 'delete');
        // With the user's row locked, every review they wrote is committed and no new one can
        // start, so this list is complete. Their reviews go with them (the foreign key cascades),
        // and the ratings of those products are recomputed in the same transaction. Their orders
        // stay, for the books, without the user.
        const reviewed = await productIdsReviewedBy(tx, id);
        const before = await repo.findById(tx, id);
        await repo.remove(tx, id);
        if (before)
          await recordAudit(tx, {
            actor,
            kind: 'user.delete',
            target: id,
            before: toUser(before),
            after: null,
          });
        await recomputeRatings(tx, reviewed);
      });
      return { message: 'User removed' };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
