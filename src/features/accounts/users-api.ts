import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserUpdateBody,
  LoginBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  ProfileUpdateBody,
  RegisterBody,
  User,
  UserInfo,
} from '../../contract/users.ts';
import { currentUserInfo, useSession } from '../../stores/session.ts';
import { signOut } from '../../stores/sign-out.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import { userKeys, type AdminUserListParams } from '../../api/query-keys.ts';

export const login = (body: LoginBody) => api.post('users/login', { json: body }).json<UserInfo>();
export const register = (body: RegisterBody) => api.post('users', { json: body }).json<UserInfo>();
// Password reset is for people who cannot sign in: it never signs anyone out either.
export const requestPasswordReset = (body: PasswordResetBody) =>
  api.post('users/password-reset', { json: body }).json<{ message: string }>();
export const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  api.post('users/password-reset/confirm', { json: body }).json<{ message: string }>();
// Login and register never sign anyone out; every other user call does on a refused token.
export const getUser = (id: string) =>
  api.get(`users/${encodeURIComponent(id)}`, signsOutOnTokenFailure).json<User>();
export const updateProfile = (body: ProfileUpdateBody) =>
  api.put('users/profile', { json: body, ...signsOutOnTokenFailure }).json<UserInfo>();
/**
 * Logout (it clears the session and goes to /login; docs/architecture.md §4): this browser signs
 * out at once, whatever the network says, and the server is asked to end the token so that a copy
 * of it stops working too. The token is named outright: the session holding it is already gone.
 * `keepalive` lets the request finish if the tab is closed straight after.
 */
export function logout(): void {
  const token = currentUserInfo()?.token;
  signOut();
  if (!token) return;
  api
    .post('users/logout', { json: {}, headers: { authorization: `Bearer ${token}` }, keepalive: true })
    .catch(() => undefined);
}

/** Profile's Sign out everywhere: every session of the account ends, this one included. */
export const signOutEverywhere = () =>
  api
    .post('users/logout', { json: { everywhere: true }, ...signsOutOnTokenFailure })
    .json<{ message: string }>();

/** One page of users, and how many pages there are for this search. */
export interface UserPage {
  users: AdminUser[];
  page: number;
  pages: number;
}

export async function getUsers(params: AdminUserListParams): Promise<UserPage> {
  const response = await api.get('users', {
    ...signsOutOnTokenFailure,
    searchParams: { pageNumber: params.pageNumber, ...(params.keyword ? { keyword: params.keyword } : {}) },
  });
  const pages = Number(response.headers.get(TOTAL_PAGES_HEADER));
  return {
    users: await response.json<AdminUser[]>(),
    page: params.pageNumber,
    pages: Number.isInteger(pages) && pages >= 1 ? pages : 1,
  };
}
export const deleteUser = (id: string) =>
  api.delete(`users/${encodeURIComponent(id)}`, signsOutOnTokenFailure).json<{ message: string }>();
export const updateUser = (user: AdminUserUpdateBody & { _id: string }) =>
  api.put(`users/${encodeURIComponent(user._id)}`, { json: user, ...signsOutOnTokenFailure }).json<User>();

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });
export const usersQueryOptions = (params: AdminUserListParams) =>
  queryOptions({ queryKey: userKeys.list(params), queryFn: () => getUsers(params) });

/** Signing in stores the response as `userInfo`. */
export function useLogin() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({ mutationFn: login, onSuccess: signIn });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

/** Registering also signs in. */
export function useRegister() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({ mutationFn: register, onSuccess: signIn });
}

/** Signs this browser out only once the server has ended every session: until then, nothing is ended. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => signOut() });
}

/** The response replaces the stored user info (it carries a fresh token). */
export function useUpdateProfile() {
  const signIn = useSession((state) => state.signIn);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (info) => {
      const { token: _token, ...user } = info;
      signIn(info);
      queryClient.setQueryData(userKeys.detail('profile'), user);
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

/** On success the user details are loaded with the response (docs/architecture.md §4, the calls it makes). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user._id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
