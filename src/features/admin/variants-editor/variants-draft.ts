import type { ProductOption, ProductVariant } from '../../../contract/products.ts';

/**
 * The variants editor's state, kept apart from React so its rules can be read in one place.
 * Options and their values carry ids of their own, so renaming a value or an option keeps every
 * row's data; a row is one combination, by value id per option id.
 */

export interface ValueDraft {
  id: string;
  text: string;
}

export interface OptionDraft {
  id: string;
  name: string;
  values: ValueDraft[];
}

/** One value id per option id. */
export type Combination = Record<string, string>;

export interface VariantRow {
  combination: Combination;
  /** The saved variant this row edits; absent for a new one. */
  _id?: string;
  sku: string;
  price: string;
  /** Blank: not on sale (docs/prices.md#sale-prices). */
  compareAtPrice: string;
  /** The saved variant was on sale: a blank compare-at price ends its sale. */
  wasOnSale?: true;
  countInStock: string;
  image: string | null;
}

export interface VariantsDraft {
  options: OptionDraft[];
  rows: VariantRow[];
  /** Combinations the admin removed (not sold); they stay out as options change. */
  removed: Combination[];
  /** For the next id handed out. */
  sequence: number;
}

/**
 * How many combinations the editor lays out as rows at most. A product sells at most MAX_VARIANTS
 * of them; more are laid out so the admin can remove the ones not sold, but not thousands.
 */
export const MAX_GENERATED_ROWS = 400;

export function combinationKey(options: readonly OptionDraft[], combination: Combination): string {
  return options.map((option) => combination[option.id] ?? '').join('|');
}

/** `256 GB / Black`: the label order lines and the product page use. */
export function combinationLabel(options: readonly OptionDraft[], combination: Combination): string {
  return options
    .map((option) => option.values.find((value) => value.id === combination[option.id])?.text ?? '')
    .join(' / ');
}

/** Every combination of the options' values, the first option varying slowest. */
export function combinationsOf(options: readonly OptionDraft[]): Combination[] {
  if (options.length === 0) return [];
  return options.reduce<Combination[]>(
    (combinations, option) =>
      combinations.flatMap((combination) =>
        option.values.map((value) => ({ ...combination, [option.id]: value.id })),
      ),
    [{}],
  );
}

/** Every option has a value, and their combinations are few enough to be rows. */
export function canLayOut(options: readonly OptionDraft[]): boolean {
  return (
    options.every((option) => option.values.length > 0) && combinationCount(options) <= MAX_GENERATED_ROWS
  );
}

export function combinationCount(options: readonly OptionDraft[]): number {
  return options.length === 0 ? 0 : options.reduce((count, option) => count * option.values.length, 1);
}

/** True when `a` and `b` share an option and agree on every option they share. */
function agree(a: Combination, b: Combination): boolean {
  const shared = Object.keys(a).filter((optionId) => optionId in b);
  return shared.length > 0 && shared.every((optionId) => a[optionId] === b[optionId]);
}

/**
 * The rows for the options as they now are. A combination keeps the data of the row it was
 * (values renamed or reordered), or takes it from the row it grew out of (an option added: its
 * first combination gets the whole row); a new combination starts with the price of a row one
 * value away; a combination the admin removed stays out unless a kept row is it.
 */
export function regenerate(draft: VariantsDraft): VariantRow[] {
  // Rows wait (their data kept) while an option has no value yet or there are too many to lay out.
  if (!canLayOut(draft.options)) return draft.rows;
  const taken = new Set<VariantRow>();
  const rows: VariantRow[] = [];
  const same = (a: Combination, b: Combination) =>
    Object.keys(a).length === Object.keys(b).length && agree(a, b);
  for (const combination of combinationsOf(draft.options)) {
    const exact = draft.rows.find((row) => !taken.has(row) && same(row.combination, combination));
    const grown = exact ?? draft.rows.find((row) => !taken.has(row) && agree(row.combination, combination));
    if (grown) {
      taken.add(grown);
      rows.push({ ...grown, combination });
      continue;
    }
    if (draft.removed.some((removed) => agree(removed, combination))) continue;
    // A new combination starts with the price of a row that differs from it in one value only.
    const sibling =
      draft.options.length > 1
        ? draft.rows.find(
            (row) =>
              draft.options.filter((option) => row.combination[option.id] === combination[option.id])
                .length ===
              draft.options.length - 1,
          )
        : undefined;
    rows.push({
      combination,
      sku: '',
      price: sibling?.price ?? '',
      compareAtPrice: '',
      countInStock: '0',
      image: null,
    });
  }
  return rows;
}

/** The editor's state for a product as loaded (options and variants absent: none). */
export function draftOf(options: ProductOption[] = [], variants: ProductVariant[] = []): VariantsDraft {
  let sequence = 0;
  const nextId = () => `d${String((sequence += 1))}`;
  const optionDrafts: OptionDraft[] = options.map((option) => ({
    id: nextId(),
    name: option.name,
    values: option.values.map((text) => ({ id: nextId(), text })),
  }));
  const combinationOf = (named: Record<string, string>): Combination =>
    Object.fromEntries(
      optionDrafts.map((option) => [
        option.id,
        option.values.find((value) => value.text === named[option.name])?.id ?? '',
      ]),
    );
  const rows: VariantRow[] = variants.map((variant) => ({
    combination: combinationOf(variant.options),
    _id: variant._id,
    sku: variant.sku,
    price: String(variant.price),
    compareAtPrice: variant.compareAtPrice === undefined ? '' : String(variant.compareAtPrice),
    ...(variant.compareAtPrice === undefined ? {} : { wasOnSale: true as const }),
    countInStock: String(variant.countInStock),
    image: variant.image,
  }));
  const sold = new Set(rows.map((row) => combinationKey(optionDrafts, row.combination)));
  const removed = combinationsOf(optionDrafts).filter(
    (combination) => !sold.has(combinationKey(optionDrafts, combination)),
  );
  return { options: optionDrafts, rows, removed, sequence };
}

function nextId(draft: VariantsDraft): [string, VariantsDraft] {
  const sequence = draft.sequence + 1;
  return [`d${String(sequence)}`, { ...draft, sequence }];
}

function withOptions(draft: VariantsDraft, options: OptionDraft[]): VariantsDraft {
  const next = { ...draft, options };
  return { ...next, rows: regenerate(next) };
}

function mapOption(
  draft: VariantsDraft,
  optionId: string,
  change: (option: OptionDraft) => OptionDraft,
): OptionDraft[] {
  return draft.options.map((option) => (option.id === optionId ? change(option) : option));
}

/** The changes the editor makes; each returns the new state, rows laid out again where needed. */
export const edits = {
  addOption(draft: VariantsDraft, name: string): VariantsDraft {
    const [id, next] = nextId(draft);
    return withOptions(next, [...draft.options, { id, name, values: [] }]);
  },
  renameOption(draft: VariantsDraft, optionId: string, name: string): VariantsDraft {
    return { ...draft, options: mapOption(draft, optionId, (option) => ({ ...option, name })) };
  },
  removeOption(draft: VariantsDraft, optionId: string): VariantsDraft {
    return withOptions(
      draft,
      draft.options.filter((option) => option.id !== optionId),
    );
  },
  addValue(draft: VariantsDraft, optionId: string, text: string): VariantsDraft {
    const [id, next] = nextId(draft);
    return withOptions(
      next,
      mapOption(next, optionId, (option) => ({ ...option, values: [...option.values, { id, text }] })),
    );
  },
  renameValue(draft: VariantsDraft, optionId: string, valueId: string, text: string): VariantsDraft {
    return {
      ...draft,
      options: mapOption(draft, optionId, (option) => ({
        ...option,
        values: option.values.map((value) => (value.id === valueId ? { ...value, text } : value)),
      })),
    };
  },
  removeValue(draft: VariantsDraft, optionId: string, valueId: string): VariantsDraft {
    return withOptions(
      draft,
      mapOption(draft, optionId, (option) => ({
        ...option,
        values: option.values.filter((value) => value.id !== valueId),
      })),
    );
  },
  /** Moves a value one place up (-1) or down (+1): rows follow the values' order. */
  moveValue(draft: VariantsDraft, optionId: string, valueId: string, by: -1 | 1): VariantsDraft {
    return withOptions(
      draft,
      mapOption(draft, optionId, (option) => {
        const from = option.values.findIndex((value) => value.id === valueId);
        const to = from + by;
        if (from < 0 || to < 0 || to >= option.values.length) return option;
        const values = [...option.values];
        const [moved] = values.splice(from, 1);
        if (moved) values.splice(to, 0, moved);
        return { ...option, values };
      }),
    );
  },
  updateRow(draft: VariantsDraft, key: string, change: Partial<VariantRow>): VariantsDraft {
    return {
      ...draft,
      rows: draft.rows.map((row) =>
        combinationKey(draft.options, row.combination) === key ? { ...row, ...change } : row,
      ),
    };
  },
  /** A combination not sold: its row goes, and stays out as options change. */
  removeRow(draft: VariantsDraft, key: string): VariantsDraft {
    const row = draft.rows.find((candidate) => combinationKey(draft.options, candidate.combination) === key);
    if (!row) return draft;
    return {
      ...draft,
      rows: draft.rows.filter((candidate) => candidate !== row),
      removed: [...draft.removed, row.combination],
    };
  },
  /** Lays out again every combination removed earlier. */
  restoreRemoved(draft: VariantsDraft): VariantsDraft {
    const next = { ...draft, removed: [] };
    return { ...next, rows: regenerate(next) };
  },
};
