import { formatPrice } from '../../contract/money.ts';

/** Items, shipping, tax and total, as one definition list everywhere money is summed up. */
export function OrderSummary({
  itemsPrice,
  shippingPrice,
  taxPrice,
  totalPrice,
  children,
}: {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  children?: React.ReactNode;
}) {
  const rows = [
    ['Items', itemsPrice],
    ['Shipping', shippingPrice],
    ['Tax', taxPrice],
  ] as const;
  return (
    <section
      aria-labelledby="order-summary"
      className="h-fit rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="order-summary" className="mb-2 text-xl font-semibold">
        Order Summary
      </h2>
      <dl className="divide-y divide-slate-200">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between py-2">
            <dt>{label}</dt>
            <dd>{formatPrice(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between py-2 text-lg font-bold">
          <dt>Total</dt>
          <dd>{formatPrice(totalPrice)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
