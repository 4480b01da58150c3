import { http, HttpResponse } from 'msw';
import type { GuestAwareOrder, PlaceOrderBody } from '../contract/guest-orders.ts';
import type { CreateOrderBody, Order } from '../contract/orders.ts';
import type { UserInfo } from '../contract/users.ts';

/**
 * The orders fake's guest side, as the real API answers (docs/orders-and-payments.md#guest-checkout):
 * a placement without a token takes `guest`, answers its key, and that key (as `X-Order-Key`)
 * opens, pays and saves the order; a wrong one is the 404 of an unknown order.
 */

const keys = new Map<string, string>();
let keyCount = 0;

export function resetFakeGuestOrders(): void {
  keys.clear();
}

const notFound = () => HttpResponse.json({ message: 'Order not found' }, { status: 404 });
const opens = (request: Request, id: unknown) =>
  typeof id === 'string' && keys.has(id) && request.headers.get('X-Order-Key') === keys.get(id);

/** Handlers that come before the fake's own: each passes a request on unless it is a guest's. */
export function guestOrderHandlers(
  price: (body: CreateOrderBody) => Order,
  orders: Order[],
  customer: UserInfo,
) {
  const find = (id: unknown): GuestAwareOrder | undefined => orders.find((order) => order._id === id);
  return [
    http.post('/api/orders', async ({ request }) => {
      if (request.headers.has('Authorization')) return undefined;
      const { guest, ...body } = (await request.clone().json()) as PlaceOrderBody;
      if (!guest) return HttpResponse.json({ message: 'Not authorized, no token' }, { status: 401 });
      if (!guest.email?.trim())
        return HttpResponse.json({ message: 'guest.email is required' }, { status: 400 });
      if (!guest.name?.trim())
        return HttpResponse.json({ message: 'guest.name is required' }, { status: 400 });
      const order: GuestAwareOrder = {
        ...price(body),
        user: null,
        guest: { email: guest.email.trim().toLowerCase(), name: guest.name.trim() },
      };
      orders.push(order);
      const accessKey = `guestkey${String(++keyCount).padStart(35, '0')}`;
      keys.set(order._id, accessKey);
      return HttpResponse.json({ ...order, accessKey }, { status: 201 });
    }),
    http.get('/api/orders/:id', ({ request, params }) => {
      if (request.headers.has('Authorization') && !request.headers.has('X-Order-Key')) return undefined;
      if (!keys.has(String(params.id))) return request.headers.has('Authorization') ? undefined : notFound();
      return opens(request, params.id) ? HttpResponse.json(find(params.id)) : notFound();
    }),
    http.put('/api/orders/:id/pay', ({ request, params }) => {
      if (!keys.has(String(params.id))) return undefined;
      return opens(request, params.id) ? undefined : notFound();
    }),
    http.post('/api/orders/:id/claim', ({ request, params }) => {
      if (!request.headers.has('Authorization')) {
        return HttpResponse.json({ message: 'Not authorized, no token' }, { status: 401 });
      }
      const order = find(params.id);
      if (!order || !opens(request, params.id)) return notFound();
      keys.delete(order._id);
      delete order.guest;
      order.user = { _id: customer._id, name: customer.name, email: customer.email };
      return HttpResponse.json(order);
    }),
  ];
}
