/** A whole number from 1 in a URL's query (`?qty=2`, `?page=3`); anything else is left out. */
export function wholeNumberParam(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A free-text filter in a URL's query (`?q=jane`): trimmed, at most 100 characters; blank is left out. */
export function textParam(value: unknown): string | undefined {
  return (typeof value === 'string' && value.trim().slice(0, 100)) || undefined;
}
