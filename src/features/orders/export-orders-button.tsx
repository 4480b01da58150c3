import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../lib/save-file.ts';
import { downloadOrdersCsv } from './orders-api.ts';
import { secondaryButton } from '../../components/form-field.tsx';
import type { OrderFilterValues } from './order-filters.tsx';
import { Message } from '../../components/message.tsx';

/** Downloads every order of the current view (all pages) as CSV, built by the server. */
export function ExportOrdersButton({ filter }: { filter: OrderFilterValues }) {
  const download = useMutation({
    mutationFn: () => downloadOrdersCsv(filter),
    onSuccess: (blob) => saveFile(blob, 'orders.csv'),
  });
  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} justify-center`}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        Export CSV
      </button>
      {download.error && <Message variant="danger">{download.error.message}</Message>}
    </>
  );
}
