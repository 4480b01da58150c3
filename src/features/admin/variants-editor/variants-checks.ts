import type { ProductBody } from '../../../contract/products.ts';
import {
  compareAtProblem,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_TEXT_MAX_LENGTH,
  priceProblem,
  SKU_MAX_LENGTH,
  stockProblem,
} from '../../../contract/product-rules.ts';
import {
  canLayOut,
  combinationCount,
  combinationKey,
  type OptionDraft,
  type VariantRow,
  type VariantsDraft,
} from './variants-draft.ts';

/**
 * The server's variant rules (docs/catalogue.md#variants), checked before anything is sent, in the
 * server's words but naming things as the admin sees them (`Storage lists Black twice`).
 */

/** Where a problem shows: the whole editor, one option, or one cell of one row. */
export interface VariantProblems {
  editor: string[];
  options: Record<string, string[]>;
  /** By combination key, then by column. */
  rows: Record<string, Partial<Record<'sku' | 'price' | 'compareAtPrice' | 'countInStock', string>>>;
}

function textProblem(label: string, text: string, max: number): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return `${label} is required`;
  if (trimmed.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

/** The first text met twice, letter case aside (as the server compares them). */
function repeated(texts: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const text of texts) {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) return text.trim();
    seen.add(key);
  }
  return undefined;
}

function optionProblems(option: OptionDraft, index: number): string[] {
  const name = option.name.trim() || `Option ${index + 1}`;
  const problems = [textProblem(`Option ${index + 1} name`, option.name, OPTION_TEXT_MAX_LENGTH)];
  if (option.values.length === 0) problems.push(`${name} needs at least one value`);
  if (option.values.length > MAX_OPTION_VALUES) {
    problems.push(`${name} has at most ${MAX_OPTION_VALUES} values`);
  }
  option.values.forEach((value, at) =>
    problems.push(textProblem(`${name} value ${at + 1}`, value.text, OPTION_TEXT_MAX_LENGTH)),
  );
  const twice = repeated(option.values.map((value) => value.text).filter((text) => text.trim()));
  if (twice !== undefined) problems.push(`${name} lists ${twice} twice`);
  return problems.filter((problem) => problem !== undefined);
}

function numberProblem(text: string, label: string, rule: (value: number) => string | undefined) {
  if (!text.trim()) return `${label} is required`;
  const value = Number(text);
  return Number.isNaN(value) ? `${label} must be a number` : rule(value);
}

function rowProblems(row: VariantRow) {
  const problems = {
    sku: textProblem('SKU', row.sku, SKU_MAX_LENGTH),
    price: numberProblem(row.price, 'Price', priceProblem),
    // Blank: no sale.
    compareAtPrice: row.compareAtPrice.trim()
      ? numberProblem(row.compareAtPrice, 'Compare-at price', (value) =>
          compareAtProblem(value, Number(row.price)),
        )
      : undefined,
    countInStock: numberProblem(row.countInStock, 'Count In Stock', stockProblem),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

export function variantProblems(draft: VariantsDraft): VariantProblems {
  const editor: string[] = [];
  const { options, rows } = draft;
  if (options.length > MAX_OPTIONS) editor.push(`A product has at most ${MAX_OPTIONS} options`);
  const twice = repeated(options.map((option) => option.name).filter((name) => name.trim()));
  if (twice !== undefined) editor.push(`Two options are named ${twice}`);
  if (options.length > 0 && canLayOut(options) && rows.length === 0) {
    editor.push('A product with options needs a variant: keep at least one combination');
  }
  if (!canLayOut(options) && options.every((option) => option.values.length > 0)) {
    editor.push(
      `These options make ${combinationCount(options).toLocaleString('en-US')} combinations: remove values to sell at most ${MAX_VARIANTS} variants`,
    );
  }
  if (canLayOut(options) && rows.length > MAX_VARIANTS) {
    editor.push(`A product has at most ${MAX_VARIANTS} variants: remove the combinations not sold`);
  }
  const sku = repeated(rows.map((row) => row.sku).filter((text) => text.trim()));
  if (sku !== undefined) editor.push(`SKU ${sku} is used twice`);
  const rowsFound: VariantProblems['rows'] = {};
  if (canLayOut(options)) {
    for (const row of rows) {
      const found = rowProblems(row);
      if (Object.keys(found).length > 0) rowsFound[combinationKey(options, row.combination)] = found;
    }
  }
  return {
    editor,
    options: Object.fromEntries(options.map((option, index) => [option.id, optionProblems(option, index)])),
    rows: rowsFound,
  };
}

export function hasProblems(problems: VariantProblems): boolean {
  return (
    problems.editor.length > 0 ||
    Object.values(problems.options).some((list) => list.length > 0) ||
    Object.keys(problems.rows).length > 0
  );
}

/** What the save sends: both lists whole, option and value texts trimmed, numbers as numbers. */
export function variantsBody(draft: VariantsDraft): Required<Pick<ProductBody, 'options' | 'variants'>> {
  const { options, rows } = draft;
  return {
    options: options.map((option) => ({
      name: option.name.trim(),
      values: option.values.map((value) => value.text.trim()),
    })),
    variants: rows.map((row) => ({
      ...(row._id === undefined ? {} : { _id: row._id }),
      sku: row.sku.trim(),
      options: Object.fromEntries(
        options.map((option) => [
          option.name.trim(),
          option.values.find((value) => value.id === row.combination[option.id])?.text.trim() ?? '',
        ]),
      ),
      price: Number(row.price),
      countInStock: Number(row.countInStock),
      // Sent when set, or to end a sale; left out otherwise, as clients before sales sent it.
      ...(row.compareAtPrice.trim()
        ? { compareAtPrice: Number(row.compareAtPrice) }
        : row.wasOnSale
          ? { compareAtPrice: null }
          : {}),
      ...(row.image ? { image: row.image } : {}),
    })),
  };
}

/** The lowest price and the stock summed: what the product shows while it has variants. */
export function derivedFigures(draft: VariantsDraft): { price: number; countInStock: number } | undefined {
  if (draft.rows.length === 0) return undefined;
  const prices = draft.rows.map((row) => Number(row.price)).filter((price) => price > 0);
  const stock = draft.rows.map((row) => Number(row.countInStock)).filter(Number.isInteger);
  return {
    price: prices.length > 0 ? Math.min(...prices) : 0,
    countInStock: stock.reduce((sum, count) => sum + count, 0),
  };
}
