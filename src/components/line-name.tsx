import { Link } from '@tanstack/react-router';

interface NamedLine {
  /** Null once the product has been deleted: the name is then shown without a link. */
  product: string | null;
  name: string;
  variant?: string | undefined;
  /** `256 GB / Black` for a variant bought (docs/catalogue.md#variants). */
  variantLabel?: string | undefined;
}

/** A line's name as buttons and labels say it: `iPhone 15 Pro (256 GB / Black)` for a variant. */
export const lineTitle = ({ name, variantLabel }: NamedLine) =>
  variantLabel ? `${name} (${variantLabel})` : name;

/**
 * A cart or order line's name, linking to the product (on its variant), with the variant's label
 * under it: one component for the cart, Place Order and the order page.
 */
export function LineName({
  item,
  className = '',
  nameClassName = 'font-medium',
}: {
  item: NamedLine;
  className?: string;
  /** The cart sets its names in medium weight; order rows keep theirs regular. */
  nameClassName?: string;
}) {
  return (
    <div className={className}>
      {item.product ? (
        <Link
          to="/product/$id"
          params={{ id: item.product }}
          search={{ variant: item.variant }}
          className={`${nameClassName} hover:underline`}
        >
          {item.name}
        </Link>
      ) : (
        <span className={nameClassName}>{item.name}</span>
      )}
      {item.variantLabel && <span className="block text-sm text-slate-600">{item.variantLabel}</span>}
    </div>
  );
}
