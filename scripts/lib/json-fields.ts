/** Reading the few fields the bench needs from an API answer, without trusting its shape. */

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && name in body
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** A string field of a JSON text, such as an order's `_id` or a sign-in's `token`. */
export function stringField(text: string, name: string): string | undefined {
  const value = field(parseJson(text), name);
  return typeof value === 'string' ? value : undefined;
}
