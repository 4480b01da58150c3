import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { isClientError } from '../../../api/client.ts';
import { ProductImage } from '../../../components/product-image.tsx';
import { IMAGE_SIZES } from '../../../contract/images.ts';
import type { ProductDetails } from '../../../contract/products.ts';
import { errorMessage } from '../../../lib/error-message.ts';

export interface CompareColumn {
  id: string;
  /** Undefined while loading or when the product cannot be read. */
  product: ProductDetails | undefined;
  error: Error | null;
}

const removeClass =
  'min-h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-100';

/** A column's head: the image and the name linking to the product, or why it is missing; Remove. */
export function ColumnHead({ column, onRemove }: { column: CompareColumn; onRemove: () => void }) {
  const { product, error } = column;
  const name = product?.name ?? 'this product';
  return (
    <th scope="col" className="w-40 p-2 align-top font-normal md:w-56">
      <div className="flex flex-col gap-2 text-left">
        {product ? (
          <>
            <ProductImage src={product.image} alt="" sizes={IMAGE_SIZES.card} className="rounded" />
            <Link to="/product/$id" params={{ id: product._id }} className="font-semibold hover:underline">
              {product.name}
            </Link>
          </>
        ) : (
          <p className="text-slate-700">
            {error && !isClientError(error) ? errorMessage(error) : 'This product is no longer sold.'}
          </p>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${name} from compare`}
          className={removeClass}
        >
          Remove
        </button>
      </div>
    </th>
  );
}

const buyClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-md px-2 text-sm font-semibold text-white';

/**
 * A column's way to buy: Add To Cart for a plain product in stock; Choose options (the product
 * page) for one sold in variants; for one out of stock, the button off with the reason beside it.
 */
export function BuyCell({ product }: { product: ProductDetails | undefined }) {
  const navigate = useNavigate();
  const reasonId = useId();
  if (!product) return <td className="p-2" />;
  let action;
  if (product.countInStock <= 0) {
    action = (
      <>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`${buyClass} cursor-not-allowed bg-slate-400`}
        >
          Add To Cart
        </button>
        <p id={reasonId} className="mt-1 text-sm text-red-700">
          Out of stock
        </p>
      </>
    );
  } else if ((product.variants ?? []).length > 0) {
    action = (
      <Link
        to="/product/$id"
        params={{ id: product._id }}
        aria-label={`Choose options: ${product.name}`}
        className={`${buyClass} bg-slate-900 hover:bg-slate-700`}
      >
        Choose options
      </Link>
    );
  } else {
    action = (
      <button
        type="button"
        aria-label={`Add To Cart: ${product.name}`}
        onClick={() => void navigate({ to: '/cart/{-$id}', params: { id: product._id }, search: { qty: 1 } })}
        className={`${buyClass} bg-slate-900 hover:bg-slate-700`}
      >
        Add To Cart
      </button>
    );
  }
  return <td className="p-2 align-top">{action}</td>;
}
