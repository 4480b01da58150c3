import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceHistory } from '../../contract/products.ts';
import { formatPrice } from '../../contract/money.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { adminProductKeys } from '../../api/query-keys.ts';

/**
 * The product's price history on its edit screen (docs/prices.md#sale-prices): every change of a
 * price or a sale, newest first. Loaded by itself once the form is drawn (a lazy chunk with its own
 * query), under the admin product keys, so a save's refresh brings the new rows.
 */

export const priceHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminProductKeys.all, 'price-history', id] as const,
    queryFn: () =>
      api
        .get(`admin/products/${encodeURIComponent(id)}/price-history`, signsOutOnTokenFailure)
        .json<PriceHistory>(),
  });

const price = (amount: number | null) => (amount === null ? '—' : formatPrice(amount));

export default function PriceHistoryTable({ productId }: { productId: string }) {
  const { data, error } = useQuery(priceHistoryQueryOptions(productId));
  return (
    <section aria-labelledby="price-history" className="mt-8">
      <h2 id="price-history" className="mb-2 text-xl font-semibold">
        Price history
      </h2>
      {error && <p className="text-red-700">The price history could not be loaded: {error.message}</p>}
      {!data && !error && <p className="text-slate-600">Loading the price history…</p>}
      {data?.changes.length === 0 && <p className="text-slate-600">No price has been set yet.</p>}
      {data && data.changes.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                {['When', 'Of', 'Price', 'Compare-at price', 'By'].map((heading) => (
                  <th key={heading} scope="col" className="p-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.changes.map((change, index) => (
                <tr key={`${change.changedAt}-${String(index)}`} className="border-b border-slate-200">
                  <td className="p-2 whitespace-nowrap">
                    <time dateTime={change.changedAt}>
                      {change.changedAt.slice(0, 16).replace('T', ' ')} UTC
                    </time>
                  </td>
                  <td className="p-2">{change.variant ? change.variant.sku : 'Product'}</td>
                  <td className="p-2 whitespace-nowrap">
                    {change.oldPrice === null || change.oldPrice === change.newPrice
                      ? price(change.newPrice)
                      : `${price(change.oldPrice)} → ${price(change.newPrice)}`}
                  </td>
                  <td className="p-2">
                    {change.compareAtPrice === null ? 'Not on sale' : price(change.compareAtPrice)}
                  </td>
                  <td className="p-2">{change.changedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
