import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../lib/save-file.ts';
import type { Order } from '../../contract/orders.ts';
import { Message } from '../../components/message.tsx';
import { downloadInvoice } from './orders-api.ts';

/** "Download invoice", once the order has an invoice number (it was paid). */
export function InvoiceLink({ order }: { order: Order }) {
  const invoiceNumber = order.invoiceNumber;
  const download = useMutation({
    mutationFn: () => downloadInvoice(order._id),
    onSuccess: (blob) => saveFile(blob, `invoice-${invoiceNumber ?? order._id}.pdf`),
  });
  if (!invoiceNumber) return null;
  return (
    <div className="mt-2">
      <button
        type="button"
        className="text-brand-700 underline disabled:text-slate-500"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        Download invoice
      </button>{' '}
      <span className="text-sm text-slate-600">No. {invoiceNumber}</span>
      {download.error && <Message variant="danger">{download.error.message}</Message>}
    </div>
  );
}
