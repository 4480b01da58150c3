/**
 * The kinds of product the generated bench catalogue sells, by category: what each is called, the
 * styles and specs that vary between models, a plausible price range and what its description
 * talks about. Lists are written as `a|b|c` to keep this table readable.
 */

export interface ProductType {
  category: string;
  /** The last words of a product's name, e.g. "Headphones". */
  noun: string;
  /** Words placed before the noun; one is picked per product ('' means none). */
  styles: readonly string[];
  /** What follows the name, e.g. a capacity or a screen size ('' means none). */
  specs: readonly string[];
  /** Price range in cents. */
  price: readonly [number, number];
  /** Sentences about this kind of product; `{noun}` is the lower-cased noun. */
  features: readonly string[];
}

export const list = (text: string): readonly string[] => text.split('|');
