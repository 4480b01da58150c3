import { Link } from '@tanstack/react-router';
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
}

/** One line of an order or a cart about to become one: "2 x $9.99 = $19.98". */
export function OrderItemRow({ item }: { item: OrderLine }) {
  return (
    <li className="flex items-center gap-4 py-2">
      <LineThumbnail image={item.image} size="small" />
      {item.product ? (
        <Link to="/product/$id" params={{ id: item.product }} className="flex-1 hover:underline">
          {item.name}
        </Link>
      ) : (
        <span className="flex-1">{item.name}</span>
      )}
      <span>
        {item.qty} x {formatPrice(item.price)} = {formatPrice(toDollars(toCents(item.price) * item.qty))}
      </span>
    </li>
  );
}
