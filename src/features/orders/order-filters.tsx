import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-status.ts';
import { orderStatusLabel } from '../../contract/order-status-labels.ts';
import { SelectField } from '../../components/form-controls.tsx';
import { ListSearch } from '../../components/list-search.tsx';

export interface OrderFilterValues {
  status?: OrderStatus | undefined;
  keyword?: string | undefined;
}

/** The admin order list's status filter and search; each change starts again at page 1. */
export function OrderFilters({
  values,
  onApply,
}: {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
}) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-[12rem_1fr]">
      <SelectField
        label="Status"
        value={values.status ?? ''}
        onChange={(event) =>
          onApply({
            status: ORDER_STATUSES.find((known) => known === event.target.value),
            keyword: values.keyword,
          })
        }
      >
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabel(status)}
          </option>
        ))}
      </SelectField>
      <ListSearch
        key={values.keyword ?? ''}
        label="Search orders"
        placeholder="#10234, name or e-mail"
        value={values.keyword}
        onSearch={(keyword) => onApply({ status: values.status, keyword })}
      />
    </div>
  );
}
