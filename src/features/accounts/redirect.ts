/**
 * The `redirect` query value as a path inside this shop. Anything that could leave the site
 * (`//evil.example`, `https:…`, `javascript:…`) becomes `/`, so the parameter is no open redirect.
 */
export function safeRedirectPath(raw: string | undefined): string {
  if (!raw) return '/';
  const path = `/${raw.replace(/^\/+/, '')}`;
  const insideShop = /^\/[\w\-./]*$/.test(path) && !path.includes('..');
  // Back to the sign-in forms would be a loop.
  const isAuthForm = /^\/(login|register)(\/|$)/.test(path);
  return insideShop && !isAuthForm ? path : '/';
}
