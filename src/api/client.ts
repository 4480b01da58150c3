import ky, { HTTPError, type Options } from 'ky';
import { ERROR_CODES } from '../contract/errors.ts';
import { currentUserInfo } from '../stores/session.ts';
import { signOut } from '../stores/sign-out.ts';

/**
 * The API's root: `VITE_API_HOST` at build time, by default the origin that served the storefront.
 * The server's render of the first screen (src/render-first-screen.tsx) has no window and asks nothing.
 */
export const API_ROOT = `${(import.meta.env.VITE_API_HOST as string | undefined) || (typeof window === 'undefined' ? '' : window.location.origin)}/api`;

/** What an error body may say: the human `message` and the stable `code` beside it. */
export function readErrorBody(body: unknown): { message?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, code } = body as { message?: unknown; code?: unknown };
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

const SIGN_OUT_ON_TOKEN_FAILURE = 'signOutOnTokenFailure';

/**
 * Spread into the options of the calls whose refused token ends the session: product create,
 * update and review, and user details, update, list and delete (docs/architecture.md §4); also the
 * signed-in calls that list leaves open (admin product reads, profile update, all orders, uploads).
 * Product list, details, delete and top, and login and register, leave it out and never sign anyone out.
 */
export const signsOutOnTokenFailure = { context: { [SIGN_OUT_ON_TOKEN_FAILURE]: true } } satisfies Options;

/**
 * A call failed with `code`: when it is the server's word that the token no longer works and the
 * call is one that checks for it, the user is signed out. The decision rests on the code, never on
 * the English message, so the message can be reworded freely.
 */
export function handleTokenFailure(code: string | undefined, checksToken: boolean): void {
  if (checksToken && code === ERROR_CODES.tokenFailed) signOut();
}

/**
 * The one HTTP client. It sends the stored token as a bearer header; a failure carries the
 * server's `message` when it sent one, otherwise the network error's own message, so every screen
 * can show `error.message` as it is, and the server's `code` for the few that act on it.
 */
export const api = ky.create({
  prefixUrl: API_ROOT,
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
        const { message, code } = readErrorBody(body);
        if (message) error.message = message;
        if (code) Object.defineProperty(error, 'code', { value: code, enumerable: true });
        handleTokenFailure(code, error.options.context[SIGN_OUT_ON_TOKEN_FAILURE] === true);
        return error;
      },
    ],
  },
});

/** The API answered with an error status (as opposed to a fault in the app). */
export function isApiError(error: unknown): error is HTTPError {
  return error instanceof HTTPError;
}

/** A 4xx: the request itself was refused (not found, not allowed, invalid), so repeating it is pointless. */
export function isClientError(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500;
}

/** The server's stable `code` of a failed call, when it sent one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof HTTPError && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
