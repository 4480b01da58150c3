import { randomUUID } from 'node:crypto';

/** How generated request values are written onto the wire, the way a careless or hostile client would. */

/** A path segment or query value, whatever the text holds. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a careless client would (WTF-8).
    let encoded = '';
    for (const character of text) {
      const code = character.charCodeAt(0);
      encoded +=
        code < 0xd800 || code > 0xdfff
          ? encodeURIComponent(character)
          : [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
              .map((byte) => `%${byte.toString(16)}`)
              .join('');
    }
    return encoded;
  }
}

function numberText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '1e309' : '-1e309';
  return String(value);
}

/** Stands in for a number JSON cannot hold while the body is written (see jsonText). */
const notFinite = `not-finite-${randomUUID()}:`;

/** JSON text for a body; numbers JSON cannot hold are written as 1e309, as an attacker would. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value === undefined ? null : value, (_key, item: unknown) =>
    typeof item === 'number' && !Number.isFinite(item) ? `${notFinite}${numberText(item)}` : item,
  );
  return text.replaceAll(new RegExp(`"${notFinite}([^"]+)"`, 'g'), '$1');
}

/** Text for a value sent where only text goes (a path, a query value, a header). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  return jsonText(value);
}

/** Query text for a query object: arrays repeat their key, objects go in as JSON. */
export function queryText(values: unknown): string {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return `value=${encodeLoosely(asText(values))}`;
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeLoosely(key)}=${encodeLoosely(asText(item))}`);
    }
  }
  return pairs.join('&');
}

/** Header values keep to what HTTP can carry (visible ASCII, tab, Latin-1); Node refuses the rest. */
export function headerSafe(text: string): string {
  return text.replace(/[^\t\x20-\x7e\xa0-\xff]/g, '?');
}
