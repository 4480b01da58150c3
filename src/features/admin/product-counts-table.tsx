import { Link } from '@tanstack/react-router';
import { DataTable, tableCell } from '../../components/data-table.tsx';

export interface ProductCountRow {
  id: string;
  name: string;
  count: number;
}

/**
 * Products with a count each, every name a link to its editor: the dashboard's low stock and the
 * demand report's lists.
 */
export function ProductCountsTable({
  rows,
  countLabel,
}: {
  rows: readonly ProductCountRow[];
  countLabel: string;
}) {
  return (
    <DataTable columns={['Product', countLabel]} minWidth="min-w-0">
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={tableCell}>
            <Link to="/admin/product/$id/edit" params={{ id: row.id }} className="text-brand-700 underline">
              {row.name}
            </Link>
          </td>
          <td className={tableCell}>{row.count}</td>
        </tr>
      ))}
    </DataTable>
  );
}
