import { isUuid } from '../../contract/ids.ts';
import type { ProductBody } from '../../contract/products.ts';
import {
  compareAtProblem,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_TEXT_MAX_LENGTH,
  priceProblem,
  priceToCents,
  SKU_MAX_LENGTH,
  stockProblem,
} from '../../contract/product-rules.ts';
import { ValidationError } from '../errors.ts';
import type { ImageStore } from '../uploads/index.ts';

/** Options and variants as the repository writes them: checked, trimmed, in cents. */
export interface VariantValues {
  /** Undefined: a new variant. */
  id: string | undefined;
  sku: string;
  optionValues: string[];
  priceCents: number;
  /** Null: not on sale; undefined: as the variant has it, while still above its new price. */
  compareAtCents: number | null | undefined;
  countInStock: number;
  image: string | null;
}

export interface VariantsInput {
  options: { name: string; values: string[] }[];
  variants: VariantValues[];
}

const fail = (message: string): never => {
  throw new ValidationError(message);
};

function text(field: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (!trimmed) fail(`${field} is required`);
  if (trimmed.length > max) fail(`${field} must be at most ${max} characters`);
  return trimmed;
}

/** The first value met twice, letter case aside. */
function repeated(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) return value;
    seen.add(key);
  }
  return undefined;
}

function checkOptions(sent: NonNullable<ProductBody['options']>): VariantsInput['options'] {
  if (sent.length > MAX_OPTIONS) fail(`options: a product has at most ${MAX_OPTIONS} options`);
  const options = sent.map((option, index) => {
    const name = text(`options[${index}].name`, option.name, OPTION_TEXT_MAX_LENGTH);
    if (option.values.length === 0) fail(`options[${index}].values: ${name} needs at least one value`);
    if (option.values.length > MAX_OPTION_VALUES) {
      fail(`options[${index}].values: ${name} has at most ${MAX_OPTION_VALUES} values`);
    }
    const values = option.values.map((value, at) =>
      text(`options[${index}].values[${at}]`, value, OPTION_TEXT_MAX_LENGTH),
    );
    const twice = repeated(values);
    if (twice !== undefined) fail(`options[${index}].values: ${name} lists ${twice} twice`);
    return { name, values };
  });
  const twice = repeated(options.map((option) => option.name));
  if (twice !== undefined) fail(`options: two options are named ${twice}`);
  return options;
}

async function checkImage(field: string, image: string | null | undefined, images: ImageStore) {
  const path = image?.trim() ?? '';
  if (!path) return null;
  if (!(await images.exists(path))) fail(`${field} must be an image uploaded to this shop`);
  return path;
}

/**
 * The options and variants a save sends, checked with messages naming the field; undefined when
 * it sends neither (they stay as they are). Sku uniqueness across the shop is the database's
 * (a unique index), answered 409 by the service.
 */
export async function checkVariants(
  body: ProductBody,
  images: ImageStore,
): Promise<VariantsInput | undefined> {
  if (body.options === undefined && body.variants === undefined) return undefined;
  if (body.options === undefined || body.variants === undefined) {
    return fail('options and variants are sent together');
  }
  const options = checkOptions(body.options);
  const sent = body.variants;
  if (options.length === 0 && sent.length > 0) fail('variants: a product with variants needs options');
  if (options.length > 0 && sent.length === 0) fail('variants: a product with options needs a variant');
  if (sent.length > MAX_VARIANTS) fail(`variants: a product has at most ${MAX_VARIANTS} variants`);

  const variants: VariantValues[] = [];
  for (const [index, variant] of sent.entries()) {
    const field = `variants[${index}]`;
    const id = variant._id?.toLowerCase();
    if (id !== undefined && !isUuid(id)) fail(`${field}._id names no variant of this product`);
    const sku = text(`${field}.sku`, variant.sku, SKU_MAX_LENGTH);
    const named = Object.keys(variant.options);
    const unknown = named.find((name) => !options.some((option) => option.name === name));
    if (unknown !== undefined) fail(`${field}.options: ${unknown} is not an option of this product`);
    const optionValues = options.map((option) => {
      const value = variant.options[option.name]?.trim();
      if (value === undefined) return fail(`${field}.options: ${option.name} is missing`);
      if (!option.values.includes(value)) {
        fail(`${field}.options: ${value} is not a value of ${option.name}`);
      }
      return value;
    });
    const price = priceProblem(variant.price);
    if (price !== undefined) fail(`${field}.price: ${price}`);
    const compareAt = compareAtProblem(variant.compareAtPrice, variant.price);
    if (compareAt !== undefined) fail(`${field}.compareAtPrice: ${compareAt}`);
    const stock = stockProblem(variant.countInStock);
    if (stock !== undefined) fail(`${field}.countInStock: ${stock}`);
    variants.push({
      id,
      sku,
      optionValues,
      // priceProblem refused every price without an exact number of cents.
      priceCents: priceToCents(variant.price) ?? 0,
      compareAtCents:
        variant.compareAtPrice === undefined || variant.compareAtPrice === null
          ? variant.compareAtPrice
          : (priceToCents(variant.compareAtPrice) ?? null),
      countInStock: variant.countInStock,
      image: await checkImage(`${field}.image`, variant.image, images),
    });
  }
  const sku = repeated(variants.map((variant) => variant.sku));
  if (sku !== undefined) fail(`variants: sku ${sku} is used twice`);
  const ids = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  if (repeated(ids) !== undefined) fail(`variants: one _id is sent twice`);
  const combination = repeated(variants.map((variant) => JSON.stringify(variant.optionValues)));
  if (combination !== undefined) {
    fail(`variants: two variants are ${(JSON.parse(combination) as string[]).join(' / ')}`);
  }
  return { options, variants };
}
