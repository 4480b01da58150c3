import { Type, type Static } from 'typebox';
import { SingleLineText } from './common.ts';
import { SINGLE_LINE_PATTERN } from './text-rules.ts';

/**
 * Typed specifications (docs/catalogue.md#specs). A category defines its spec fields; a product
 * carries values for them; lists filter and count by them, and the comparison table lines products
 * up by them. This file is the one shape every side agrees on.
 */

/** How many spec fields one category may define, and values one product may carry. */
export const MAX_SPEC_FIELDS = 30;
/** How many values of one spec a list may ask for at once (`spec=Storage:128&spec=Storage:256`). */
export const MAX_SPEC_FILTERS = 20;

export const SPEC_KINDS = ['number', 'text', 'yes/no'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** The kinds as one schema; written out so its type is the three kinds (a mapped array types as never). */
const SpecKindSchema = Type.Union([Type.Literal('number'), Type.Literal('text'), Type.Literal('yes/no')]);

/** One field a category's products describe themselves by: `Screen size`, number, `in`. */
export const SpecField = Type.Object({
  name: SingleLineText({ maxLength: 80 }),
  kind: SpecKindSchema,
  /** Only for `number` fields (`GB`, `mAh`, `in`); null otherwise. */
  unit: Type.Union([SingleLineText({ maxLength: 20 }), Type.Null()]),
});
export type SpecField = Static<typeof SpecField>;

/**
 * `GET /api/categories/:category/spec-fields` (public; `fields: []` for a category that defines
 * none) and the body of `PUT /api/admin/categories/:category/spec-fields` (admins).
 */
export const CategorySpecFields = Type.Object({
  category: Type.String(),
  fields: Type.Array(SpecField, { maxItems: MAX_SPEC_FIELDS }),
});
export type CategorySpecFields = Static<typeof CategorySpecFields>;

/**
 * One value a product carries, as `GET /api/products/:id` answers it in `specs`, in the order of
 * its category's fields. `value` is a number for `number` fields, a string for `text`, a boolean
 * for `yes/no`; `unit` repeats the field's unit (null where it has none).
 */
export const ProductSpec = Type.Object({
  name: Type.String(),
  value: Type.Union([Type.Number(), Type.String(), Type.Boolean()]),
  unit: Type.Union([Type.String(), Type.Null()]),
});
export type ProductSpec = Static<typeof ProductSpec>;

/**
 * What a save sends (`specs` on `PUT /api/products/:id` and `POST /api/admin/products`): names
 * must be fields of the product's category and values of their kind (400 naming the spec
 * otherwise); the unit comes from the field. Absent leaves the specs as they are.
 */
export const ProductSpecInput = Type.Object({
  name: SingleLineText({ minLength: 1, maxLength: 80 }),
  /**
   * One schema with three types rather than a union of three: requests' types are coerced
   * (src/server/http/validation.ts), and a union's first branch would turn `true` into 1 and
   * `'256'` into 256; with the types listed together a value of any of them is taken as it is.
   * Text rules apply to text only, as SingleLineText's.
   */
  value: Type.Unsafe<number | string | boolean>({
    type: ['number', 'string', 'boolean'],
    maxLength: 200,
    pattern: SINGLE_LINE_PATTERN,
  }),
});
export type ProductSpecInput = Static<typeof ProductSpecInput>;

/**
 * One entry of `facets.specs` on `GET /api/products?category=…`: the values the matching products
 * carry, with counts (a `yes/no` spec's values are `yes` and `no`; a number's are its numbers as
 * text, `256`). A number spec also gives the lowest and highest value, for a range filter.
 */
export const SpecFacet = Type.Object({
  name: Type.String(),
  kind: SpecKindSchema,
  unit: Type.Union([Type.String(), Type.Null()]),
  values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) })),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
});
export type SpecFacet = Static<typeof SpecFacet>;
