/** A whole number from 1 in a URL's query (`?qty=2`, `?page=3`); anything else is left out. */
export function wholeNumberParam(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A free-text filter in a URL's query (`?q=jane`): trimmed, at most 100 characters; blank is left out. */
export function textParam(value: unknown): string | undefined {
  return (typeof value === 'string' && value.trim().slice(0, 100)) || undefined;
}

/** A day in a URL's query (`?from=2026-11-27`); anything else is left out. */
export function dayParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** A short word of letters, dots and dashes (`?kind=product.update`); anything else is left out. */
export function wordParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z][a-z.-]{0,40}$/.test(value) ? value : undefined;
}
