import { Type, type Static } from 'typebox';
import { Id, IdInput, IsoDate, MultiLineText, SingleLineText } from './common.ts';
import { MAX_KEYWORD_LENGTH } from './limits.ts';
import { MAX_PRODUCT_IMAGES, MAX_VARIANTS } from './product-rules.ts';
import { MAX_SPEC_FIELDS, ProductSpec, ProductSpecInput } from './specs.ts';

export const Review = Type.Object({
  _id: Id,
  name: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  user: Id,
  verifiedPurchase: Type.Boolean(),
  createdAt: IsoDate,
});
export type Review = Static<typeof Review>;

/**
 * Present only while the product (or variant) is on sale, so other answers keep ProShop's shape
 * (docs/prices.md#sale-prices): `compareAtPrice` is above `price`; `lowestPrice30d` is the lowest
 * price of the 30 days before the current reduction began. Shoppers are shown a saving only when
 * `price` is below `lowestPrice30d`, and it is worked out from that, never from `compareAtPrice`.
 */
const saleFields = {
  compareAtPrice: Type.Optional(Type.Number()),
  lowestPrice30d: Type.Optional(Type.Number()),
};

const productFields = {
  _id: Id,
  name: Type.String(),
  image: Type.String(),
  brand: Type.String(),
  category: Type.String(),
  description: Type.String(),
  /** Dollars with at most two decimals; the database keeps integer cents. */
  price: Type.Number(),
  /**
   * The highest variant price, only where a product's variants differ in price: `price` is then
   * the lowest, and lists say "from $price" (docs/catalogue.md#variants).
   */
  maxPrice: Type.Optional(Type.Number()),
  ...saleFields,
  countInStock: Type.Integer(),
  rating: Type.Number(),
  numReviews: Type.Integer(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
};

/** A product as the list shows it: everything but the reviews. */
export const ProductSummary = Type.Object(productFields);
export type ProductSummary = Static<typeof ProductSummary>;

export const Product = Type.Object({ ...productFields, reviews: Type.Array(Review) });
export type Product = Static<typeof Product>;

/** An option a product comes in (`Storage`), with its values in the order shoppers see them. */
export const ProductOption = Type.Object({ name: Type.String(), values: Type.Array(Type.String()) });
export type ProductOption = Static<typeof ProductOption>;

/** One combination a product is sold in: its own sku, price (dollars), stock and, maybe, image. */
export const ProductVariant = Type.Object({
  _id: Id,
  sku: Type.String(),
  /** One value per option, by option name: `{ Storage: '256 GB', Colour: 'Black' }`. */
  options: Type.Record(Type.String(), Type.String()),
  price: Type.Number(),
  ...saleFields,
  countInStock: Type.Integer(),
  /** Null: the variant shows the product's image. */
  image: Type.Union([Type.String(), Type.Null()]),
});
export type ProductVariant = Static<typeof ProductVariant>;

/**
 * What GET /api/products/:id adds for options and variants (docs/catalogue.md#variants): both
 * `[]` for a published product without variants. A draft, which cannot have variants yet, and
 * the admin routes' answers for a product without variants leave them out, so their shape is
 * exactly the one ProShop-shaped clients read.
 */
const variantFields = {
  options: Type.Optional(Type.Array(ProductOption)),
  variants: Type.Optional(Type.Array(ProductVariant)),
};

/**
 * The gallery and the specs table (docs/catalogue.md#gallery, #specs): `images` lists every photo,
 * `image` first, at most MAX_PRODUCT_IMAGES; `specs` the product's values for its category's spec
 * fields, in the fields' order.
 */
const depthFields = {
  images: Type.Optional(Type.Array(Type.String(), { maxItems: MAX_PRODUCT_IMAGES })),
  specs: Type.Optional(Type.Array(ProductSpec)),
};

export const ProductDetails = Type.Object({
  ...productFields,
  reviews: Type.Array(Review),
  ...variantFields,
  ...depthFields,
});
export type ProductDetails = Static<typeof ProductDetails>;

export const ProductList = Type.Object({
  products: Type.Array(ProductSummary),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 1 }),
});
export type ProductList = Static<typeof ProductList>;

export const ProductListQuery = Type.Object(
  {
    keyword: Type.Optional(SingleLineText({ maxLength: MAX_KEYWORD_LENGTH })),
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductParams = Type.Object({ id: IdInput });

/** PostgreSQL's integer: a version beyond it names no product's version and is refused as input. */
const ProductVersion = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * What admins see: shoppers' fields, whether the product is still a hidden draft, and its version,
 * which changes on every write to the product (stock taken or returned by orders included).
 */
const adminFields = { ...productFields, isDraft: Type.Boolean(), version: ProductVersion };

export const AdminProductSummary = Type.Object(adminFields);
export type AdminProductSummary = Static<typeof AdminProductSummary>;

export const AdminProduct = Type.Object({ ...adminFields, reviews: Type.Array(Review) });
export type AdminProduct = Static<typeof AdminProduct>;

export const AdminProductDetails = Type.Object({
  ...adminFields,
  reviews: Type.Array(Review),
  ...variantFields,
  ...depthFields,
});
export type AdminProductDetails = Static<typeof AdminProductDetails>;

export const AdminProductList = Type.Object({
  products: Type.Array(AdminProductSummary),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 1 }),
});
export type AdminProductList = Static<typeof AdminProductList>;

export const AdminProductListQuery = Type.Object(
  { pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })) },
  { additionalProperties: false },
);
export type AdminProductListQuery = Static<typeof AdminProductListQuery>;

const OptionInput = Type.Object({
  name: SingleLineText(),
  values: Type.Array(SingleLineText(), { maxItems: 100 }),
});

const VariantInput = Type.Object({
  _id: Type.Optional(IdInput),
  sku: SingleLineText(),
  options: Type.Record(Type.String({ maxLength: 200 }), SingleLineText(), { maxProperties: 10 }),
  price: Type.Number(),
  /** Dollars above `price` to put the variant on sale, null to end it; absent keeps the variant's. */
  compareAtPrice: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  countInStock: Type.Number(),
  image: Type.Optional(Type.Union([SingleLineText(), Type.Null()])),
});
export type VariantInput = Static<typeof VariantInput>;

/**
 * PUT /api/products/:id: the whole product. Only types are checked here; the rules (bounds, two
 * decimals, a stored image) are checked by the service with messages naming the field
 * (product-rules.ts). Anything else the client sends (rating, reviews, dates) is dropped.
 * `version` is the one the product had when the edit form loaded it: if the product has changed
 * since, the save is refused with 409 and changes nothing. Without it the product is saved as sent.
 */
export const ProductBody = Type.Object({
  _id: Type.Optional(IdInput),
  name: SingleLineText(),
  price: Type.Number(),
  /**
   * Dollars above `price` to put the product on sale, null to end the sale; absent keeps the
   * product's while it is still above the new price, so a client that does not know it changes
   * nothing (docs/prices.md#sale-prices). Ignored with variants, like `price`.
   */
  compareAtPrice: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  image: SingleLineText(),
  brand: SingleLineText(),
  category: SingleLineText(),
  countInStock: Type.Number(),
  description: MultiLineText(),
  version: Type.Optional(ProductVersion),
  /**
   * The product's options and variants, whole (docs/catalogue.md#variants): absent leaves them
   * as they are; `[]` removes them. A variant with `_id` updates that variant, one without is
   * new, and the product's variants not sent are deleted. With variants, `price` and
   * `countInStock` above are ignored: the product's are derived from its variants.
   */
  options: Type.Optional(Type.Array(OptionInput, { maxItems: 10 })),
  variants: Type.Optional(Type.Array(VariantInput, { maxItems: MAX_VARIANTS + 1 })),
  /** Every photo, the first becoming `image`; absent keeps the gallery (with `image` as its first). */
  images: Type.Optional(Type.Array(SingleLineText(), { maxItems: MAX_PRODUCT_IMAGES })),
  /** Values for the category's spec fields, whole; absent leaves them as they are. */
  specs: Type.Optional(Type.Array(ProductSpecInput, { maxItems: MAX_SPEC_FIELDS })),
});
export type ProductBody = Static<typeof ProductBody>;

/** One row of GET /api/admin/products/:id/price-history: a change of a price or a sale, newest first. */
export const PriceChange = Type.Object({
  /** Null: the product's own price; else the variant's id and its sku at the time. */
  variant: Type.Union([Type.Object({ _id: Id, sku: Type.String() }), Type.Null()]),
  /** Null: the first price it had. */
  oldPrice: Type.Union([Type.Number(), Type.Null()]),
  newPrice: Type.Number(),
  compareAtPrice: Type.Union([Type.Number(), Type.Null()]),
  changedAt: IsoDate,
  changedBy: Type.String(),
});
export type PriceChange = Static<typeof PriceChange>;

export const PriceHistory = Type.Object({ changes: Type.Array(PriceChange) });
export type PriceHistory = Static<typeof PriceHistory>;

export const ReviewBody = Type.Object({ rating: Type.Number(), comment: MultiLineText() });
export type ReviewBody = Static<typeof ReviewBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;
