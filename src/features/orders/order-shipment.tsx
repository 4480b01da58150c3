import type { Order } from '../../contract/orders.ts';
import { formatDateTime } from '../../lib/dates.ts';

/** Where the parcel is: the carrier, its tracking number and, for a carrier we know, its tracking page. */
export function OrderShipment({ order }: { order: Order }) {
  const shipment = order.shipment;
  if (!shipment) return null;
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-3">
      <p>
        <strong>Shipped with {shipment.carrier}</strong> on {formatDateTime(shipment.shippedAt)}
      </p>
      <p>
        {/* A carrier's number may be 40 characters without a space: it breaks anywhere on a phone. */}
        Tracking number: <span className="break-all font-mono">{shipment.trackingNumber}</span>
      </p>
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          Track your parcel with {shipment.carrier}
        </a>
      )}
    </div>
  );
}
