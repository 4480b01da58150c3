import ky, { HTTPError } from 'ky';

/** The API's host (`VITE_API_HOST` at build time); by default the origin that served the storefront. */
const host = (import.meta.env.VITE_API_HOST as string | undefined) || window.location.origin;

function isErrorBody(value: unknown): value is { message: string } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * The one HTTP client. A failure carries the server's `message` when it sent one, otherwise the
 * network error's own message, so every screen can show `error.message` as it is.
 */
export const api = ky.create({
  prefixUrl: `${host}/api`,
  // Queries retry on their own terms; two layers of retries would multiply the wait.
  retry: 0,
  hooks: {
    beforeError: [
      async (error) => {
        const body: unknown = await error.response.clone().json().catch(() => undefined);
        if (isErrorBody(body)) error.message = body.message;
        return error;
      },
    ],
  },
});

export function errorMessage(error: unknown): string {
  if (error instanceof HTTPError || error instanceof Error) return error.message;
  return String(error);
}
