import { formatPrice } from '../../contract/money.ts';
import type { QuoteAnswer } from '../../contract/quote.ts';

/**
 * The shipping methods of the address's zone (docs/prices.md#shipping-zones), each at its price
 * for this cart (free over the method's line, or by a free-shipping code) and how long it takes.
 */
export function ShippingMethods({
  methods,
  chosen,
  onChoose,
  updating,
}: {
  methods: QuoteAnswer['shippingMethods'];
  chosen: string;
  onChoose: (methodId: string) => void;
  updating: boolean;
}) {
  return (
    <fieldset className="mb-6" aria-busy={updating || undefined}>
      <legend className="mb-2 font-medium">Shipping method</legend>
      {methods.map((method) => (
        <label
          key={method.id}
          className="mb-2 grid min-h-11 grid-cols-[auto_1fr_auto] gap-x-3 rounded-md border border-slate-200 p-3"
        >
          <input
            type="radio"
            name="shippingMethod"
            value={method.id}
            checked={chosen === method.id}
            onChange={() => onChoose(method.id)}
            className="row-span-2 mt-1 size-5"
          />
          {/* The spaces keep the radio's spoken name apart: "Express $25.00 1–2 business days". */}
          <span className="font-semibold">{method.name}</span>{' '}
          <span className="font-semibold">{method.price === 0 ? 'Free' : formatPrice(method.price)}</span>{' '}
          <span className="col-span-2 text-slate-700">{method.estimate}</span>
        </label>
      ))}
    </fieldset>
  );
}
