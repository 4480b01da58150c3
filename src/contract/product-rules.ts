/**
 * The rules a product, a review and an uploaded image must meet. Both sides use them: the edit
 * and review forms show a field's problem next to it before anything is sent, and the API refuses
 * the same things with the same words. Kept free of schema code (like limits.ts), so the
 * storefront can import it without shipping the schema library to browsers.
 */
import { smallImagePath } from './images.ts';

export const PRODUCT_NAME_MAX_LENGTH = 120;
export const BRAND_MAX_LENGTH = 60;
export const CATEGORY_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 4000;
/** Dollars. Cents of this fit PostgreSQL's integer with room to spare. */
export const PRICE_MAX = 1_000_000;
export const STOCK_MAX = 1_000_000;

/** A product comes in at most this many options (`Storage`, `Colour`, …). */
export const MAX_OPTIONS = 3;
/** Values one option may list, and variants one product may sell (docs/catalogue.md#variants). */
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;
export const OPTION_TEXT_MAX_LENGTH = 40;
export const SKU_MAX_LENGTH = 64;
/** Photos one product may show in its gallery; `image` is always the first (docs/catalogue.md#gallery). */
export const MAX_PRODUCT_IMAGES = 10;

export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const RATING_LABELS = ['1 - Poor', '2 - Fair', '3 - Good', '4 - Very Good', '5 - Excellent'] as const;

/**
 * The name "Create Product" gives a new draft. Never empty: a client that waits for the product it
 * loaded to have a name (as the storefront's edit screen does) would otherwise load it again forever.
 */
export const NEW_PRODUCT_NAME = 'New product';

/**
 * The answer (409) to a save made from an edit form loaded before the product last changed: orders
 * moved its stock, or another admin saved it. The edit screen shows it and reloads the product.
 */
export const STALE_PRODUCT_MESSAGE =
  'This product was changed after you opened it, for example by an order. Reload it and make your changes again.';

/** Uploads larger than this are refused with 413. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Images with more pixels are refused with 413, from their header, before they are decoded: a
 * small file can unpack to gigabytes. 25 megapixels is more than a 24-megapixel camera takes
 * (docs/admin.md).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** What the file picker offers; the server decides by the file's content, never by this. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** What an admin sends when saving a product (PUT /api/products/:id), as the form holds it. */
export interface ProductInput {
  name: string;
  price: number;
  /** Set above `price` while the product is on sale; null or absent: not on sale. */
  compareAtPrice?: number | null | undefined;
  image: string;
  brand: string;
  category: string;
  countInStock: number;
  description: string;
}

export type ProductField = keyof ProductInput;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Only the fields that have a problem. */
function found<Field extends string>(problems: Record<Field, string | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    if (problem !== undefined) errors[field] = problem;
  }
  return errors;
}

/** The label each field has on the edit screen; messages name fields the way the admin sees them. */
export const PRODUCT_FIELD_LABELS: Record<ProductField, string> = {
  name: 'Name',
  price: 'Price',
  compareAtPrice: 'Compare-at price',
  image: 'Image',
  brand: 'Brand',
  category: 'Category',
  countInStock: 'Count In Stock',
  description: 'Description',
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const controlCharacter = /[\u0000-\u001f\u007f]/;

function singleLine(label: string, value: string, max: number): string | undefined {
  const text = value.trim();
  if (!text) return `${label} is required`;
  if (text.length > max) return `${label} must be at most ${max} characters`;
  if (controlCharacter.test(text)) return `${label} must be a single line of text`;
  return undefined;
}

/**
 * Whole cents for a dollar amount with at most two decimals, or undefined. Exact: 19.99 is 1999
 * cents (not 1998.9999…), and 19.999 is refused rather than rounded.
 */
export function priceToCents(price: number): number | undefined {
  if (!Number.isFinite(price)) return undefined;
  const cents = Math.round(price * 100);
  // Division is correctly rounded, so this holds exactly when `price` has at most two decimals.
  return cents / 100 === price ? cents : undefined;
}

/** A price a shopper could pay: nothing is published or sold for $0 (a draft starts at 0). */
export function priceProblem(price: number): string | undefined {
  if (!Number.isFinite(price)) return 'Price must be a number';
  if (price <= 0) return 'Price must be more than 0';
  if (price > PRICE_MAX) return `Price must be at most $${PRICE_MAX.toLocaleString('en-US')}`;
  if (priceToCents(price) === undefined) return 'Price must have at most 2 decimal places';
  return undefined;
}

/**
 * A compare-at price marks a sale: it must be a price (as `price` is) and above the price it is
 * compared with (docs/prices.md#sale-prices). Null or undefined: no sale, always fine.
 */
export function compareAtProblem(compareAt: number | null | undefined, price: number): string | undefined {
  if (compareAt === null || compareAt === undefined) return undefined;
  const problem = priceProblem(compareAt);
  if (problem !== undefined) return problem.replace('Price', 'Compare-at price');
  if (priceToCents(price) !== undefined && compareAt <= price) {
    return 'Compare-at price must be more than Price';
  }
  return undefined;
}

export function stockProblem(count: number): string | undefined {
  if (!Number.isInteger(count)) return 'Count In Stock must be a whole number';
  if (count < 0) return 'Count In Stock must be 0 or more';
  if (count > STOCK_MAX) return `Count In Stock must be at most ${STOCK_MAX.toLocaleString('en-US')}`;
  return undefined;
}

function imageProblem(image: string): string | undefined {
  if (!image.trim()) return 'Image is required: upload one';
  if (smallImagePath(image.trim()) === undefined) return 'Image must be an image uploaded to this shop';
  return undefined;
}

/**
 * Every problem with a product, by field; empty when it may be saved. A save publishes, so these
 * are also what a product needs before shoppers see it: a name, a price above 0, an image and a
 * description (docs/admin.md).
 */
export function productFieldErrors(input: ProductInput): FieldErrors<ProductField> {
  return found<ProductField>({
    name: singleLine('Name', input.name, PRODUCT_NAME_MAX_LENGTH),
    price: priceProblem(input.price),
    compareAtPrice: compareAtProblem(input.compareAtPrice, input.price),
    image: imageProblem(input.image),
    brand: singleLine('Brand', input.brand, BRAND_MAX_LENGTH),
    category: singleLine('Category', input.category, CATEGORY_MAX_LENGTH),
    countInStock: stockProblem(input.countInStock),
    description: descriptionProblem(input.description),
  });
}

function descriptionProblem(description: string): string | undefined {
  const text = description.trim();
  if (!text) return 'Description is required';
  if (text.length > DESCRIPTION_MAX_LENGTH)
    return `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`;
  return undefined;
}

export interface ReviewInput {
  rating: number;
  comment: string;
}

export type ReviewField = keyof ReviewInput;

export function reviewFieldErrors(input: ReviewInput): FieldErrors<ReviewField> {
  const comment = input.comment.trim();
  return found<ReviewField>({
    rating:
      Number.isInteger(input.rating) && input.rating >= 1 && input.rating <= 5
        ? undefined
        : 'Rating must be a whole number from 1 to 5',
    comment: !comment
      ? 'Comment is required'
      : comment.length > REVIEW_COMMENT_MAX_LENGTH
        ? `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`
        : undefined,
  });
}
