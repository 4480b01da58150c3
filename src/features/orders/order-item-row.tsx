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
      <LineName item={item} className="flex-1" nameClassName="" />
      <span>
        {item.qty} x {formatPrice(item.price)} = {formatPrice(toDollars(toCents(item.price) * item.qty))}
      </span>
    </li>
  );
}
