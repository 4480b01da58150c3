import ky, { HTTPError, type AfterResponseHook } from 'ky';
import { useCart } from '../stores/cart.ts';
import { currentUserInfo, useSession } from '../stores/session.ts';

/** The API's host (`VITE_API_HOST` at build time); by default the origin that served the storefront. */
const host = (import.meta.env.VITE_API_HOST as string | undefined) || window.location.origin;

export const TOKEN_FAILED = 'Not authorized, token failed';

function isErrorBody(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Signing out forgets the user and everything they were buying (spec §4, Logout). */
export function signOut(): void {
  useSession.getState().signOut();
  useCart.getState().reset();
}

/**
 * The one HTTP client. It sends the stored token as a bearer header, and a failure carries the
 * server's `message` when it sent one, otherwise the network error's own message, so every
 * screen can show `error.message` as it is.
 */
export const api = ky.create({
  prefixUrl: `${host}/api`,
  // Queries retry on their own terms; two layers of retries would multiply the wait.
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = currentUserInfo()?.token;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      async (error) => {
        const body: unknown = await error.response
          .clone()
          .json()
          .catch(() => undefined);
        if (isErrorBody(body)) error.message = body.message;
        return error;
      },
    ],
  },
});

const signOutOnTokenFailure: AfterResponseHook = async (_request, _options, response) => {
  if (response.status !== 401) return;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (isErrorBody(body) && body.message === TOKEN_FAILED) signOut();
};

/**
 * For the calls the spec names (product create, update and review; user details, update, list
 * and delete): a token the server no longer accepts signs the user out.
 */
export const sessionApi = api.extend({ hooks: { afterResponse: [signOutOnTokenFailure] } });

export function errorMessage(error: unknown): string {
  if (error instanceof HTTPError || error instanceof Error) return error.message;
  return String(error);
}
