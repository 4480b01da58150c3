import type { PersistStorage } from 'zustand/middleware';

/** How one field of a persisted store is kept in the browser. */
export interface StoredField<T> {
  /** Its own localStorage key: the four stored keys of docs/architecture.md §4, one value each. */
  key: string;
  /** What comes back is checked before use: storage can be edited, truncated or left by an older version. */
  isValid: (value: unknown) => value is NonNullable<T>;
  /** A value with nothing worth keeping (signed out, cart cleared) is kept as no key at all. */
  isEmpty: (value: T) => boolean;
}

export type StoredFields<S> = { [K in keyof S]: StoredField<S[K]> };

function read<T>({ key, isValid }: StoredField<T>): NonNullable<T> | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes and full quotas refuse writes; the app keeps working from memory.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above: storage that cannot be written cannot hold a stale value either.
  }
}

/**
 * A storage adapter for Zustand's `persist` that keeps each field of the persisted state under a
 * key of its own as plain JSON (`userInfo` holds the login response itself, `cartItems` the array),
 * instead of persist's default single `{ state, version }` envelope. Reading back takes each valid
 * field and leaves the store's initial value for anything missing or malformed.
 */
export function keyPerFieldStorage<S extends object>(fields: StoredFields<S>): PersistStorage<S> {
  const names = Object.keys(fields) as (keyof S & string)[];
  return {
    getItem: () => {
      const state: Partial<S> = {};
      for (const name of names) {
        const value = read(fields[name]);
        if (value !== undefined) state[name] = value;
      }
      // persist merges this over the initial state, so a partial state is what it expects.
      return { state: state as S };
    },
    setItem: (_name, { state }) => {
      for (const name of names) {
        const field = fields[name];
        const value = state[name];
        if (field.isEmpty(value)) remove(field.key);
        else write(field.key, value);
      }
    },
    removeItem: () => {
      for (const name of names) remove(fields[name].key);
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
