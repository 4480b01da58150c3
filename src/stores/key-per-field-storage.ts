import type { PersistStorage } from 'zustand/middleware';

/** How one field of a persisted store is kept in the browser. */
export interface StoredField<T> {
  /** Its own key: the four stored keys of docs/architecture.md §4, one value each. */
  key: string;
  /**
   * Kept for this tab only (sessionStorage) rather than the browser (localStorage): a guest's
   * checkout (docs/orders-and-payments.md#guest-checkout) survives a reload, never another tab.
   */
  tab?: true;
  /** What comes back is checked before use: storage can be edited, truncated or left by an older version. */
  isValid: (value: unknown) => value is NonNullable<T>;
  /** A value with nothing worth keeping (signed out, cart cleared) is kept as no key at all. */
  isEmpty: (value: T) => boolean;
}

export type StoredFields<S> = { [K in keyof S]: StoredField<S[K]> };

/** Where a field is kept: its key, and whether for the tab only. */
type Place = Pick<StoredField<unknown>, 'key' | 'tab'>;

// Called inside each try: where storage is refused, even reading `localStorage` may throw.
const storageOf = ({ tab }: Place): Storage => (tab ? sessionStorage : localStorage);

function read<T>(field: StoredField<T>): NonNullable<T> | undefined {
  try {
    const raw = storageOf(field).getItem(field.key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return field.isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(field: Place, value: unknown): void {
  try {
    storageOf(field).setItem(field.key, JSON.stringify(value));
  } catch {
    // Private modes and full quotas refuse writes; the app keeps working from memory.
  }
}

function remove(field: Place): void {
  try {
    storageOf(field).removeItem(field.key);
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
        if (field.isEmpty(value)) remove(field);
        else write(field, value);
      }
    },
    removeItem: () => {
      for (const name of names) remove(fields[name]);
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
