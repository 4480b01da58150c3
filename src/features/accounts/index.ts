export { signedInTarget, validateAuthSearch } from './auth-search.ts';
export { PASSWORDS_DO_NOT_MATCH, PASSWORD_RULES } from './passwords.ts';
export { RequireSession } from './require-session.tsx';
export { SignOutEverywhere } from './sign-out-everywhere.tsx';
export {
  deleteUser,
  getUser,
  getUsers,
  login,
  register,
  updateUser,
  useConfirmPasswordReset,
  useDeleteUser,
  useLogin,
  useRegister,
  useRequestPasswordReset,
  useUpdateProfile,
  useUpdateUser,
  userQueryOptions,
  usersQueryOptions,
} from './users-api.ts';
export { AccountMenus } from './lazy-account-menus.ts';
export { AddressBook } from './address-book.tsx';
export { AddressLineFields } from './address-line-fields.tsx';
export { addressesQueryOptions, useSaveAddress } from './addresses-api.ts';
export { addressFieldOf } from './address-refusal.ts';
export { addressLine, countryCodeOf, toShippingAddress } from './address-text.ts';
