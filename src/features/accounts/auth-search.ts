import { safeRedirectPath } from './redirect.ts';

/** The query of the Sign In and Sign Up screens: where to go once signed in. */
export interface AuthSearch {
  redirect?: string | undefined;
  navigate?: string | undefined;
}

/**
 * Keeps `redirect` and `navigate` when they are text. Both keys are always set, so a malformed
 * value (`?redirect=123` parses as a number) replaces the raw one instead of passing through. The
 * result is also what the links between the two screens carry, so neither loses the destination.
 */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    navigate: typeof search.navigate === 'string' ? search.navigate : undefined,
  };
}

/**
 * Where signing in or up leads: /shipping when on the way to checkout, otherwise /{redirect}
 * (default /), kept inside the shop (docs/accounts.md).
 */
export function signedInTarget({ redirect, navigate }: AuthSearch): string {
  return navigate === 'checkout' ? '/shipping' : safeRedirectPath(redirect);
}
