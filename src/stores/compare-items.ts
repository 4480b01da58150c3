import { isRecord } from './key-per-field-storage.ts';

/**
 * A product chosen for comparison, as the compare bar shows it (docs/catalogue.md#comparison):
 * no price or specs, which the compare screen reads fresh from the catalogue.
 */
export interface CompareItem {
  _id: string;
  name: string;
  image: string;
  category: string;
}

/** How many products the comparison holds: four columns still fit a laptop screen. */
export const COMPARE_LIMIT = 4;

/** Why a product was not added, with the product, so the bar can offer what to do instead. */
export interface CompareRefusal {
  /** `full`: COMPARE_LIMIT are chosen already; `category`: they are of another category. */
  reason: 'full' | 'category';
  item: CompareItem;
}

export type CompareOutcome =
  { items: CompareItem[]; refusal: null } | { items: null; refusal: CompareRefusal };

const pick = ({ _id, name, image, category }: CompareItem): CompareItem => ({ _id, name, image, category });

/**
 * Toggles `item` in the comparison: a chosen product leaves; a new one joins unless the list is
 * full or of another category, which is refused (nothing is ever dropped to make room).
 */
export function toggledCompare(items: readonly CompareItem[], item: CompareItem): CompareOutcome {
  if (items.some((chosen) => chosen._id === item._id)) {
    return { items: items.filter((chosen) => chosen._id !== item._id), refusal: null };
  }
  const first = items[0];
  if (first && first.category !== item.category)
    return { items: null, refusal: { reason: 'category', item: pick(item) } };
  if (items.length >= COMPARE_LIMIT) return { items: null, refusal: { reason: 'full', item: pick(item) } };
  return { items: [...items, pick(item)], refusal: null };
}

const isCompareItem = (value: unknown): value is CompareItem =>
  isRecord(value) &&
  typeof value._id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.image === 'string' &&
  typeof value.category === 'string';

/** A stored list is used only when it keeps the rules: at most COMPARE_LIMIT, one category. */
export const isCompareItems = (value: unknown): value is CompareItem[] =>
  Array.isArray(value) &&
  value.length <= COMPARE_LIMIT &&
  value.every(isCompareItem) &&
  value.every((item) => item.category === value[0]?.category);
