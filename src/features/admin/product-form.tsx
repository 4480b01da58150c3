import { Link } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import type { AdminProduct, ProductFormInput } from './admin-products-api.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  PRODUCT_FIELD_LABELS,
  productFieldErrors,
  type FieldErrors,
  type ProductField,
  type ProductInput,
} from '../../contract/product-rules.ts';
import { CategoryField } from './category-field.tsx';
import { FormField, primaryButton } from '../../components/form-field.tsx';
import { TextAreaField } from '../../components/form-controls.tsx';
import { ProductImagesField } from './product-images-field.tsx';
import { Message } from '../../components/message.tsx';
import { ProductSpecsFields, useProductSpecs } from './product-specs-fields.tsx';
import { useVariantsEditor, VariantsEditor } from './variants-editor/index.ts';

type Values = Record<ProductField, string>;

/** Fields in the order the form shows them, so the first problem gets the focus. */
const FIELD_ORDER: ProductField[] = [
  'name',
  'price',
  'compareAtPrice',
  'image',
  'brand',
  'countInStock',
  'category',
  'description',
];

/** What a new product's form starts with: nothing at all. */
const BLANK: Values = {
  name: '',
  price: '',
  compareAtPrice: '',
  image: '',
  brand: '',
  countInStock: '',
  category: '',
  description: '',
};

function valuesOf(product: AdminProduct | undefined): Values {
  if (!product) return BLANK;
  return {
    name: product.name,
    price: String(product.price),
    compareAtPrice: product.compareAtPrice === undefined ? '' : String(product.compareAtPrice),
    image: product.image,
    brand: product.brand,
    countInStock: String(product.countInStock),
    category: product.category,
    description: product.description,
  };
}

/** A number typed into a text box: blank and words are problems of their own. */
function parseNumber(text: string, label: string): { value: number; problem?: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: Number.NaN, problem: `${label} is required` };
  const value = Number(trimmed);
  return Number.isNaN(value) ? { value, problem: `${label} must be a number` } : { value };
}

function check(
  values: Values,
  wasOnSale: boolean,
): { input: ProductInput; errors: FieldErrors<ProductField> } {
  const price = parseNumber(values.price, 'Price');
  const stock = parseNumber(values.countInStock, 'Count In Stock');
  // Blank: not on sale. Null ends a sale the product had; otherwise the field is left out, as
  // clients before sales sent the product.
  const compareAt = values.compareAtPrice.trim()
    ? parseNumber(values.compareAtPrice, 'Compare-at price')
    : { value: null, problem: undefined };
  const input: ProductInput = {
    name: values.name,
    price: price.value,
    ...(compareAt.value === null && !wasOnSale ? {} : { compareAtPrice: compareAt.value }),
    image: values.image.trim(),
    brand: values.brand,
    category: values.category,
    countInStock: stock.value,
    description: values.description,
  };
  const errors = productFieldErrors(input);
  if (price.problem) errors.price = price.problem;
  if (stock.problem) errors.countInStock = stock.problem;
  if (compareAt.problem) errors.compareAtPrice = compareAt.problem;
  return { input, errors };
}

/** The server names the field its message is about ("Image must be …"): show it there too. */
function fieldErrorsIn(message: string): FieldErrors<ProductField> {
  const errors: FieldErrors<ProductField> = {};
  for (const part of message.split('; ')) {
    const field = FIELD_ORDER.find((candidate) => part.startsWith(`${PRODUCT_FIELD_LABELS[candidate]} `));
    if (field) errors[field] = part;
  }
  return errors;
}

/** Where a save stands: a TanStack Query mutation's state, as the form shows it. */
export interface SaveState {
  isPending: boolean;
  isIdle: boolean;
  isSuccess: boolean;
  error: Error | null;
  reset: () => void;
}

/**
 * The form for one product, or for a new one (no `product`). Saving sends the whole product,
 * checked first with the API's own rules, and publishes it.
 */
export function ProductForm({
  product,
  save,
  update,
  saveLabel = 'Update',
}: {
  product?: AdminProduct;
  save: (input: ProductFormInput) => void;
  update: SaveState;
  saveLabel?: string;
}) {
  const [values, setValues] = useState(() => valuesOf(product));
  const [errors, setErrors] = useState<FieldErrors<ProductField>>({});
  const [uploading, setUploading] = useState(false);
  // The gallery, the main photo first: `image` is always its first (docs/admin.md#photos).
  const [images, setImages] = useState(() => product?.images ?? (product?.image ? [product.image] : []));
  const serverErrors = update.error ? fieldErrorsIn(update.error.message) : {};
  const errorOf = (field: ProductField) => errors[field] ?? serverErrors[field];
  const edited = () => !update.isIdle && update.reset();
  const variants = useVariantsEditor(product, edited);
  const specs = useProductSpecs(product?.specs, values.category, edited);
  // With variants, the product's price and stock are theirs (docs/catalogue.md#variants).
  const { derived } = variants;

  function change(field: ProductField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    // A new edit makes the last save's outcome old news (product update has a reset: docs/architecture.md §4).
    if (!update.isIdle) update.reset();
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const withImage = { ...values, image: images[0] ?? '' };
    const { input, errors: found } = check(
      derived ? { ...withImage, ...derived } : withImage,
      product?.compareAtPrice !== undefined,
    );
    if (derived) {
      delete found.price;
      delete found.compareAtPrice;
      delete found.countInStock;
    }
    setErrors(found);
    const specsChecked = specs.check();
    const first =
      FIELD_ORDER.find((field) => found[field]) ?? (specsChecked.ok ? undefined : specsChecked.first);
    // The variants take the focus only when no field above them has a problem.
    const variantsChecked = variants.check({ focus: !first });
    if (first) {
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    if (variantsChecked.ok && specsChecked.ok)
      save({ ...input, images, ...variantsChecked.body, ...specsChecked.body });
  }

  const field = (name: ProductField) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <form onSubmit={submit} noValidate>
      {update.error && <Message variant="danger">{update.error.message}</Message>}
      {update.isSuccess && product && (
        <Message variant="success">
          Product saved.{' '}
          <Link
            to="/product/$id"
            params={{ id: product._id }}
            className="font-semibold text-emerald-900 underline"
          >
            View in store
          </Link>
        </Message>
      )}
      <FormField label="Name" {...field('name')} required maxLength={120} autoComplete="off" />
      <FormField
        label="Price"
        {...field('price')}
        {...variants.derivedField('price')}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <FormField
        label="Compare-at price"
        {...field('compareAtPrice')}
        {...(derived
          ? { value: '', disabled: true, hint: 'Set on each variant below.' }
          : { hint: 'Above the price to put the product on sale; blank for no sale.' })}
        inputMode="decimal"
        autoComplete="off"
      />
      <ProductImagesField
        images={images}
        onChange={(next) => {
          setImages(next);
          // Clears the photos' problem and the last save's outcome; `image` is taken from `images`.
          change('image', '');
        }}
        onUploadingChange={setUploading}
        error={errorOf('image')}
      />
      <FormField label="Brand" {...field('brand')} required maxLength={60} autoComplete="off" />
      <FormField
        label="Count In Stock"
        {...field('countInStock')}
        {...variants.derivedField('countInStock')}
        required
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
      />
      <CategoryField
        value={values.category}
        error={errorOf('category')}
        onChange={(category) => change('category', category)}
      />
      <TextAreaField
        label="Description"
        {...field('description')}
        rows={5}
        maxLength={DESCRIPTION_MAX_LENGTH}
      />
      <ProductSpecsFields specs={specs} />
      <VariantsEditor editor={variants} serverError={update.error?.message} />
      <button
        type="submit"
        className={primaryButton}
        disabled={update.isPending || uploading || variants.uploading}
      >
        {update.isPending ? 'Saving…' : saveLabel}
      </button>
    </form>
  );
}
