import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Loader } from '../../../components/loader.tsx';
import { Meta } from '../../../components/meta.tsx';
import { titled } from '../../../contract/page-head.ts';
import { Rating, reviewCount } from '../../../components/rating.tsx';
import { useCart } from '../../../stores/cart.ts';
import { productQueryOptions } from '../products-api.ts';
import { compareRows, type CompareRow } from './compare-rows.ts';
import { BuyCell, ColumnHead, type CompareColumn } from './compare-column.tsx';
import { compareIds } from './compare-ids.ts';

// The row names stay in place while the columns scroll sideways under them (opaque, so covering).
const stickyHead = 'sticky left-0 z-10 w-28 p-2 text-left align-top md:w-40';

function RowHead({ row }: { row: CompareRow }) {
  return (
    <th scope="row" className={`${stickyHead} font-medium ${row.differs ? 'bg-amber-50' : 'bg-white'}`}>
      {row.name}
      {/* Not by colour alone: the mark is text, and read out. */}
      {row.differs && (
        <span className="ml-1 inline-block rounded bg-amber-200 px-1 text-xs font-semibold text-amber-950">
          Differs
        </span>
      )}
    </th>
  );
}

function ValueCell({ row, column, index }: { row: CompareRow; column: CompareColumn; index: number }) {
  const { product } = column;
  const shade = row.differs ? 'bg-amber-50' : '';
  return (
    <td className={`p-2 align-top ${shade}`}>
      {row.kind === 'rating' && product ? (
        <Rating value={product.rating} text={reviewCount(product.numReviews)} />
      ) : (
        row.values[index]
      )}
    </td>
  );
}

/**
 * `/compare?ids=a,b,c` (docs/catalogue.md#comparison): one column per product, read from the
 * catalogue, the address alone deciding which, so a shared link works anywhere. Rows whose values
 * differ are marked; "Only differences" hides the others. The table scrolls sideways inside
 * itself on a phone, its first column staying in place.
 */
export function CompareScreen({ ids: idsParam }: { ids: string | undefined }) {
  const ids = compareIds(idsParam);
  const navigate = useNavigate();
  const removeFromCompare = useCart((state) => state.removeFromCompare);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const results = useQueries({ queries: ids.map((id) => productQueryOptions(id)) });
  const columns: CompareColumn[] = ids.map((id, index) => ({
    id,
    product: results[index]?.data,
    error: results[index]?.error ?? null,
  }));
  const category = columns.find((column) => column.product)?.product?.category;
  const title = category ? `Compare ${category}` : 'Compare products';
  const remove = (id: string) => {
    removeFromCompare(id);
    const rest = ids.filter((kept) => kept !== id);
    void navigate({
      to: '/compare',
      search: { ids: rest.length > 0 ? rest.join(',') : undefined },
      replace: true,
    });
  };

  const heading = (
    <>
      <Meta title={titled(title)} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
    </>
  );
  if (ids.length === 0) {
    return (
      <>
        {heading}
        <p>
          Nothing to compare yet: choose Compare on two or more products of one category.{' '}
          <Link to="/" className="font-medium underline">
            Browse products
          </Link>
        </p>
      </>
    );
  }
  if (results.some((result) => result.isPending))
    return (
      <>
        {heading}
        <Loader />
      </>
    );

  const rows = compareRows(columns.map((column) => column.product));
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <>
      {heading}
      <div className="mb-3 flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
          className="size-5"
        />
        <label htmlFor={toggleId}>Only differences</label>
      </div>
      <div className="w-fit max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-max table-fixed border-collapse text-sm">
          <caption className="sr-only">{`${title}: rows marked Differs have values that differ.`}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className={`${stickyHead} bg-white`} />
              {columns.map((column) => (
                <ColumnHead key={column.id} column={column} onRemove={() => remove(column.id)} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shown.map((row) => (
              <tr key={`${row.kind}:${row.name}`}>
                <RowHead row={row} />
                {columns.map((column, index) => (
                  <ValueCell key={column.id} row={row} column={column} index={index} />
                ))}
              </tr>
            ))}
            {onlyDifferences && shown.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="p-2">
                  These products do not differ in anything compared here.
                </td>
              </tr>
            )}
            <tr>
              <td className={`${stickyHead} bg-white`}>
                <span className="sr-only">Buy</span>
              </td>
              {columns.map((column) => (
                <BuyCell key={column.id} product={column.product} />
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
