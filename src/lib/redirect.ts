/**
 * The `redirect` query value as a path inside this shop. Anything that could leave the site
 * (`//evil.example`, `https:…`, `javascript:…`) becomes `/`, so the parameter is no open redirect.
 */
export function safeRedirectPath(raw: string | undefined): string {
  if (!raw) return '/';
  const path = `/${raw.replace(/^\/+/, '')}`;
  return /^\/[\w\-./]*$/.test(path) && !path.includes('..') ? path : '/';
}
