import type { ProductSpec } from '../../contract/specs.ts';
import { formatSpecValue } from './spec-value.ts';

/**
 * The product page's Specifications: one row per spec, in its category's field order
 * (docs/catalogue.md#specs). Nothing at all for a product without specs.
 */
export function SpecsTable({ specs = [] }: { specs?: readonly ProductSpec[] | undefined }) {
  if (specs.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="mb-2 text-xl font-bold">
        Specifications
      </h2>
      <table aria-labelledby="specs-heading" className="w-full border-collapse text-left text-sm">
        <tbody className="divide-y divide-slate-200">
          {specs.map((spec) => (
            <tr key={spec.name}>
              <th scope="row" className="w-1/2 py-2 pr-4 align-top font-medium text-slate-700">
                {spec.name}
              </th>
              <td className="py-2 align-top">{formatSpecValue(spec)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
