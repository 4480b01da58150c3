/**
 * What an audit entry keeps of a write: the fields that changed, before and after, as the API shows
 * them, with every secret removed by its name (docs/staff.md#the-audit-log). The rule is by name so
 * that a field added later is stripped without anyone remembering to list it.
 */

/** The words that make a field a secret: passwords, their hashes, tokens, keys. */
const SECRET_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwords',
  'passwd',
  'pwd',
  'hash',
  'salt',
  'token',
  'tokens',
  'secret',
  'key',
  'keys',
  'otp',
  'credential',
  'credentials',
]);

/** A field whose name has a secret word in it, in camelCase, snake_case or kebab-case. */
export function isSecretField(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

type Fields = Record<string, unknown>;

/** A lone UTF-16 surrogate, which jsonb refuses (a text column would have taken it): U+FFFD instead. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `value` with every secret field removed, at any depth, and every text storable as jsonb. */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const kept: Fields = {};
  for (const [name, field] of Object.entries(value)) {
    if (!isSecretField(name)) kept[name.replace(LONE_SURROGATE, '\ufffd')] = withoutSecrets(field);
  }
  return kept;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of `before` and `after` (a record as the API shows it; null when it did not or no
 * longer exists) that differ, each side holding only those, secrets stripped.
 */
export function changedFields(
  before: object | null,
  after: object | null,
): { before: Fields; after: Fields } {
  const old = (withoutSecrets(before ?? {}) ?? {}) as Fields;
  const now = (withoutSecrets(after ?? {}) ?? {}) as Fields;
  const changed = { before: {} as Fields, after: {} as Fields };
  for (const name of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (same(old[name], now[name])) continue;
    if (name in old) changed.before[name] = old[name];
    if (name in now) changed.after[name] = now[name];
  }
  return changed;
}
