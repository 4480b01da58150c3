import { LineName } from '../../components/line-name.tsx';
import { LineThumbnail } from '../../components/line-thumbnail.tsx';
import { formatPrice } from '../../contract/money.ts';
import { toCents, toDollars } from '../../contract/pricing.ts';

export interface OrderLine {
  /** Null once the product has been deleted: the line is then shown without a link. */
  product: string | null;
  name: string;
  image: string;
  price: number;
  qty: number;
  variant?: string | undefined;
  /** `256 GB / Black` for a variant bought: shown under the name. */
  variantLabel?: string | undefined;
}

/** One line of an order or a cart about to become one: "2 x $9.99 = $19.98". */
export function OrderItemRow({ item }: { item: OrderLine }) {
  return (
    <li className="flex items-center gap-4 py-2">
      <LineThumbnail image={item.image} size="small" />
      {/* On a phone the amount goes under the name, which wraps to at most two lines. */}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <LineName item={item} className="min-w-0 sm:flex-1" nameClassName="line-clamp-2 break-words" />
        <span className="sm:shrink-0 sm:text-right">
          {item.qty} x {formatPrice(item.price)} = {formatPrice(toDollars(toCents(item.price) * item.qty))}
        </span>
      </div>
    </li>
  );
}
