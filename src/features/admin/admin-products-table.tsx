import { LineThumbnail } from '../../components/line-thumbnail.tsx';
import { Link } from '@tanstack/react-router';
import { useStaffCan } from './staff-role.tsx';
import { CompactList, RowImage } from '../../components/compact-list.tsx';
import { DataTable, DeleteRowButton, rowLink, tableCell } from '../../components/data-table.tsx';
import { useBelowMd } from '../../components/use-below-md.ts';
import { formatPrice } from '../../contract/money.ts';
import type { AdminProductSummary } from '../../contract/products.ts';

/** How a product is named in buttons and the dialog; a fresh draft has no name yet. */
export function adminProductLabel(product: AdminProductSummary): string {
  return product.name || `untitled draft ${product._id.slice(0, 8)}`;
}

const badge = 'rounded-full border px-2 py-0.5 text-xs font-semibold';

function DraftBadge() {
  return <span className={`${badge} border-amber-700 text-amber-900`}>Draft</span>;
}

/** Draft, else whether it can be bought: the one word a phone's row shows for a product. */
function ProductState({ product }: { product: AdminProductSummary }) {
  if (product.isDraft) return <DraftBadge />;
  return product.countInStock > 0 ? (
    <span className={`${badge} border-emerald-700 text-emerald-800`}>In stock</span>
  ) : (
    <span className={`${badge} border-red-700 text-red-700`}>Out of stock</span>
  );
}

function EditLink({ product, className = '' }: { product: AdminProductSummary; className?: string }) {
  return (
    <Link
      to="/admin/product/$id/edit"
      params={{ id: product._id }}
      aria-label={`Edit ${adminProductLabel(product)}`}
      className={`${className} ${rowLink}`}
    >
      Edit
    </Link>
  );
}

const untitled = <span className="italic text-slate-600">Untitled</span>;

/** The admin's products: compact rows on a phone, the table from md. */
export function AdminProductsTable({
  products,
  onDelete,
}: {
  products: readonly AdminProductSummary[];
  onDelete: (product: AdminProductSummary) => void;
}) {
  const belowMd = useBelowMd();
  // Support reads the catalogue only: no Edit or Delete (docs/staff.md).
  const mayEdit = useStaffCan('catalogue.write');
  if (belowMd)
    return (
      <CompactList
        label="Products"
        rows={products.map((product) => ({
          id: product._id,
          thumbnail: <RowImage src={product.image} />,
          title: product.name || untitled,
          status: <ProductState product={product} />,
          action: mayEdit ? <EditLink product={product} /> : null,
          details: [
            ['Price', formatPrice(product.price)],
            ['Stock', product.countInStock],
            ['Category', product.category],
            ['Brand', product.brand],
            ['ID', <span className="font-mono text-xs">{product._id}</span>],
          ],
          more: mayEdit ? (
            <DeleteRowButton label={adminProductLabel(product)} onClick={() => onDelete(product)} />
          ) : null,
        }))}
      />
    );
  return (
    <DataTable
      columns={['Image', 'ID', 'Name', 'Price', 'Stock', 'Category', 'Brand']}
      actionsLabel="Actions"
      minWidth="min-w-[880px]"
    >
      {products.map((product) => (
        <tr key={product._id}>
          <td className={tableCell}>
            {/* Decorative: the name is in the same row. */}
            <LineThumbnail image={product.image} size="tiny" lazy />
          </td>
          <td className={`${tableCell} font-mono text-xs`}>{product._id}</td>
          <td className={tableCell}>
            {product.name || untitled}
            {product.isDraft && (
              <span className="ml-2">
                <DraftBadge />
              </span>
            )}
          </td>
          <td className={`${tableCell} tabular-nums`}>{formatPrice(product.price)}</td>
          <td className={`${tableCell} tabular-nums`}>
            {product.countInStock > 0 ? (
              product.countInStock
            ) : (
              <span className="font-semibold text-red-700">Out of stock</span>
            )}
          </td>
          <td className={tableCell}>{product.category}</td>
          <td className={tableCell}>{product.brand}</td>
          <td className={`${tableCell} whitespace-nowrap`}>
            {mayEdit && (
              <>
                <EditLink product={product} className="mr-2" />
                <DeleteRowButton label={adminProductLabel(product)} onClick={() => onDelete(product)} />
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
