import type { ProductDetails, ProductVariant } from '../contract/products.ts';
import { makeProduct } from './fixtures.ts';

const variant = (n: number, storage: string, colour: string, price: number, countInStock: number) =>
  ({
    _id: `77777777-0000-4000-8000-${String(n).padStart(12, '0')}`,
    sku: `PX8-${storage.replace(' ', '')}-${colour.toUpperCase()}`,
    options: { Storage: storage, Colour: colour },
    price,
    countInStock,
    image: colour === 'Hazel' ? '/uploads/demo/pixel-hazel.webp' : null,
  }) satisfies ProductVariant;

/**
 * A phone sold in variants, answered by the fake API's product page, cart and orders (not in its
 * lists, so list tests keep their counts): 128 GB Hazel is sold out and 256 GB Rose is not sold.
 */
export const variantPhone: ProductDetails = {
  ...makeProduct({ name: 'Google Pixel 8', price: 699, countInStock: 10, category: 'Phones' }),
  options: [
    { name: 'Storage', values: ['128 GB', '256 GB'] },
    { name: 'Colour', values: ['Obsidian', 'Hazel', 'Rose'] },
  ],
  variants: [
    variant(1, '128 GB', 'Obsidian', 699, 4),
    variant(2, '128 GB', 'Hazel', 699, 0),
    variant(3, '128 GB', 'Rose', 699, 1),
    variant(4, '256 GB', 'Obsidian', 759, 2),
    variant(5, '256 GB', 'Hazel', 759, 3),
  ],
};

export function variantOf(id: string | undefined): ProductVariant | undefined {
  return variantPhone.variants?.find((candidate) => candidate._id === id);
}

/** `256 GB / Obsidian`: the server's label, the values in the options' order. */
export const labelOf = (found: ProductVariant) =>
  (variantPhone.options ?? []).map((option) => found.options[option.name]).join(' / ');
