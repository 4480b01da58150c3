/** The query of the Sign In and Sign Up screens: where to go once signed in. */
export interface AuthSearch {
  redirect?: string;
  navigate?: string;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.navigate === 'string' ? { navigate: search.navigate } : {}),
  };
}
