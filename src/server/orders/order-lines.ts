import type { CreateOrderBody } from '../../contract/orders.ts';
import { isUuid } from '../../contract/ids.ts';
import { MAX_LINE_QUANTITY } from '../../contract/limits.ts';
import type { VariantRecord } from '../catalogue/index.ts';
import { ValidationError } from '../errors.ts';

/** One purchasable item: a product, or one variant of it. */
export interface ItemLine {
  productId: string;
  variantId: string | undefined;
}

/** A line's key: the product's id, then `:` and the variant's for a variant (plain keys as before). */
export function lineKey(line: ItemLine): string {
  return line.variantId === undefined ? line.productId : `${line.productId}:${line.variantId}`;
}

export function lineOf(key: string): ItemLine {
  const [productId = '', variantId] = key.split(':');
  return { productId, variantId };
}

/**
 * The same product (and variant) twice is one line; a merged line still obeys the per-line limit.
 * Two variants of one product are two lines (docs/catalogue.md#variants).
 */
export function mergeLines(items: CreateOrderBody['orderItems']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const item of items) {
    const productId = item.product.toLowerCase();
    if (!isUuid(productId)) throw new ValidationError(`Product not found: ${item.product}`);
    const variantId = item.variant?.toLowerCase();
    if (variantId !== undefined && !isUuid(variantId)) {
      throw new ValidationError(`variant: ${item.variant ?? ''} is not a variant of this product`);
    }
    const key = lineKey({ productId, variantId });
    lines.set(key, (lines.get(key) ?? 0) + item.qty);
  }
  for (const qty of lines.values()) {
    if (qty > MAX_LINE_QUANTITY) {
      throw new ValidationError(`At most ${MAX_LINE_QUANTITY} of one product fit in one order`);
    }
  }
  return lines;
}

/**
 * The variant a line buys: a product with variants needs one of its own named, a product without
 * takes none (docs/catalogue.md#variants).
 */
export function chosenVariant(
  product: { id: string; name: string },
  variantId: string | undefined,
  variants: readonly VariantRecord[],
): VariantRecord | undefined {
  const own = variants.filter((variant) => variant.productId === product.id);
  if (variantId === undefined) {
    if (own.length > 0) throw new ValidationError(`variant: choose which ${product.name} to order`);
    return undefined;
  }
  const variant = own.find((candidate) => candidate.id === variantId);
  if (!variant) throw new ValidationError(`variant: ${variantId} is not a variant of ${product.name}`);
  return variant;
}
