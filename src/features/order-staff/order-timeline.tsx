import { useQuery } from '@tanstack/react-query';
import { orderTimelineQueryOptions } from '../orders/index.ts';
import type { OrderEvent } from '../../contract/orders.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { Loader } from '../../components/loader.tsx';
import { Message } from '../../components/message.tsx';

const WHAT: Record<OrderEvent['kind'], string> = {
  placed: 'Placed',
  'payment-review': 'Payment held for review by the provider',
  'payment-refused': 'Held payment refused by the provider',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'partially-refunded': 'Partly refunded',
  refunded: 'Refunded',
};

/** The order's history for admins: each step, when, and who (the shop itself when nobody acted). */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const { data: events, error, isPending } = useQuery(orderTimelineQueryOptions(orderId));
  return (
    <section aria-labelledby="order-timeline" className="mt-8">
      <h2 id="order-timeline" className="mb-2 text-xl font-semibold">
        Timeline
      </h2>
      {isPending ? (
        <Loader />
      ) : error ? (
        <Message variant="danger">{error.message}</Message>
      ) : (
        <ol className="border-l-2 border-slate-200 pl-4">
          {events.map((event) => (
            <li key={`${event.kind}-${event.at}`} className="mb-3">
              <p className="font-semibold">{WHAT[event.kind]}</p>
              <p className="text-sm text-slate-700">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> by{' '}
                {event.by ? event.by.name : 'Easy-Buy (automatic)'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
