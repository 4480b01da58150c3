import type { ProductDetails, ProductVariant } from '../../contract/products.ts';
import { MAX_LINE_QUANTITY } from '../../contract/limits.ts';
import type { CartItem } from '../../stores/cart.ts';

type WithVariants = Pick<ProductDetails, 'options' | 'variants'>;

/** `256 GB / Black`: the values in the options' order, as the server labels order and cart lines. */
export function variantLabel({ options = [] }: WithVariants, variant: ProductVariant): string {
  return options.map((option) => variant.options[option.name] ?? '').join(' / ');
}

/** The variant the page opens on: the one the address names, else the first in stock, else the first. */
export function defaultVariant({ variants = [] }: WithVariants, wanted?: string): ProductVariant | undefined {
  return (
    variants.find((variant) => variant._id === wanted) ??
    variants.find((variant) => variant.countInStock > 0) ??
    variants[0]
  );
}

export type ValueState = 'available' | 'soldOut' | 'notSold';

/** Whether `value` of `option`, with the other current choices kept, is sold, and in stock. */
export function valueState(
  { variants = [] }: WithVariants,
  chosen: ProductVariant,
  option: string,
  value: string,
): ValueState {
  const wanted = { ...chosen.options, [option]: value };
  const match = variants.find((variant) =>
    Object.entries(wanted).every(([name, wantedValue]) => variant.options[name] === wantedValue),
  );
  if (!match) return 'notSold';
  return match.countInStock > 0 ? 'available' : 'soldOut';
}

/**
 * The variant a choice of `value` leads to: that value with the other choices kept when it is
 * sold; otherwise the variant with that value sharing most other choices, in stock first.
 */
export function variantForChoice(
  { variants = [] }: WithVariants,
  chosen: ProductVariant,
  option: string,
  value: string,
): ProductVariant | undefined {
  const shared = (variant: ProductVariant) =>
    Object.entries(chosen.options).filter(([name, own]) => name !== option && variant.options[name] === own)
      .length;
  const score = (variant: ProductVariant) => shared(variant) * 2 + (variant.countInStock > 0 ? 1 : 0);
  const withValue = variants.filter((variant) => variant.options[option] === value);
  const exact = withValue.find((variant) => shared(variant) === Object.keys(chosen.options).length - 1);
  return (
    exact ??
    withValue.reduce<ProductVariant | undefined>(
      (best, variant) => (best === undefined || score(variant) > score(best) ? variant : best),
      undefined,
    )
  );
}

/**
 * The cart line for `qty` of a product (and, for a product with variants, of the variant named):
 * null when there is nothing in stock to add, `'choose'` when the product has variants and none
 * of them is named.
 */
export function cartLineFor(
  product: ProductDetails,
  variantId: string | undefined,
  qty: number,
): CartItem | 'choose' | null {
  const { _id, name, image } = product;
  if (!product.variants?.length) {
    if (product.countInStock <= 0) return null;
    const { price, countInStock } = product;
    return {
      product: _id,
      name,
      image,
      price,
      countInStock,
      qty: Math.min(qty, countInStock, MAX_LINE_QUANTITY),
    };
  }
  const variant = product.variants.find((candidate) => candidate._id === variantId);
  if (!variant) return 'choose';
  if (variant.countInStock <= 0) return null;
  return {
    product: _id,
    name,
    image: variant.image ?? image,
    price: variant.price,
    countInStock: variant.countInStock,
    qty: Math.min(qty, variant.countInStock, MAX_LINE_QUANTITY),
    variant: variant._id,
    variantLabel: variantLabel(product, variant),
  };
}
