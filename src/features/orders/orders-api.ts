import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Options } from 'ky';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import type { GuestAwareOrder, PlaceOrderBody } from '../../contract/guest-orders.ts';
import type { CardDetails, Order, OrderEvent, PaymentConfig } from '../../contract/orders.ts';
import type { RefundBody } from '../../contract/refunds.ts';
import type { ShipBody } from '../../contract/shipments.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { orderKeys, type AdminOrderListParams } from '../../api/query-keys.ts';
import { forgetOrderKey, keepOrderKey, orderKeyHeaders } from '../guest/index.ts';

/** One page of an order list, newest first, and how many pages there are. */
export interface OrderPage {
  orders: Order[];
  page: number;
  pages: number;
}

function pageCount(header: string | null): number {
  const pages = Number(header);
  return Number.isInteger(pages) && pages >= 1 ? pages : 1;
}

/** Only what is set goes into the query string: `status` and `keyword` narrow the admin's list. */
function listSearch(params: AdminOrderListParams): Record<string, string | number> {
  return {
    pageNumber: params.pageNumber,
    ...(params.status ? { status: params.status } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
  };
}

async function getOrderPage(
  path: string,
  params: AdminOrderListParams,
  options: Options = {},
): Promise<OrderPage> {
  const pageNumber = params.pageNumber;
  const response = await api.get(path, { ...options, searchParams: listSearch(params) });
  const orders = await response.json<Order[]>();
  return { orders, page: pageNumber, pages: pageCount(response.headers.get(TOTAL_PAGES_HEADER)) };
}

const path = (id: string, action = '') => `orders/${encodeURIComponent(id)}${action}`;

export const getPaymentConfig = () => api.get('config/payments').json<PaymentConfig>();
// A guest order's key goes along when this tab holds one (features/guest); a token as always.
const withKey = (id: string) => ({ headers: orderKeyHeaders(id) });

export const getOrder = (id: string) => api.get(path(id), withKey(id)).json<GuestAwareOrder>();
export const getMyOrders = (pageNumber: number) => getOrderPage('orders/myorders', { pageNumber });
export const getOrders = (params: AdminOrderListParams) =>
  getOrderPage('orders', params, signsOutOnTokenFailure);
export const getOrderTimeline = (id: string) =>
  api.get(path(id, '/timeline'), signsOutOnTokenFailure).json<OrderEvent[]>();

/** The admin's current view of the order list, every page, as the server's CSV file. */
export async function downloadOrdersCsv(params: Omit<AdminOrderListParams, 'pageNumber'>): Promise<Blob> {
  const { pageNumber: _page, ...filter } = listSearch({ ...params, pageNumber: 1 });
  return api.get('orders/export.csv', { ...signsOutOnTokenFailure, searchParams: filter }).blob();
}

/** The key makes a retried "Place Order" (double click, flaky network) return the same order. */
/** A guest's order comes with its key, which this tab keeps to open and pay it. */
export async function createOrder({
  body,
  idempotencyKey,
}: {
  body: PlaceOrderBody;
  idempotencyKey: string;
}): Promise<GuestAwareOrder> {
  const order = await api
    .post('orders', { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<GuestAwareOrder>();
  if (order.accessKey) keepOrderKey(order._id, order.accessKey);
  return order;
}

export const payWithCard = ({ id, card }: { id: string; card: CardDetails }) =>
  api.put(path(id, '/pay'), { ...withKey(id), json: { card } }).json<GuestAwareOrder>();
export const payWithPaypal = ({ id, paypalOrderId }: { id: string; paypalOrderId: string }) =>
  api.put(path(id, '/pay'), { ...withKey(id), json: { paypalOrderId } }).json<GuestAwareOrder>();
export const createPaypalOrder = (id: string) =>
  api.post(path(id, '/paypal'), withKey(id)).json<{ id: string }>();

/** "Save to my account": the guest order becomes the signed-in customer's, and its key is done. */
export async function claimOrder(id: string): Promise<Order> {
  const order = await api.post(path(id, '/claim'), withKey(id)).json<Order>();
  forgetOrderKey(id);
  return order;
}
export const createStripeIntent = (id: string) =>
  api.post(path(id, '/stripe'), withKey(id)).json<{ clientSecret: string }>();
/** Asks our server to read the order's Stripe payment back from Stripe and record it. */
export const checkStripePayment = ({ id }: { id: string }) =>
  api.post(path(id, '/stripe/check'), withKey(id)).json<GuestAwareOrder>();
export const deliverOrder = (id: string) => api.put(path(id, '/deliver')).json<Order>();
export const cancelOrder = (id: string) => api.put(path(id, '/cancel')).json<Order>();
export const refundOrder = (id: string) => api.put(path(id, '/refund')).json<Order>();

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.paymentConfig, queryFn: getPaymentConfig, staleTime: Infinity });

export const myOrdersQueryOptions = (pageNumber: number) =>
  queryOptions({ queryKey: orderKeys.mine(pageNumber), queryFn: () => getMyOrders(pageNumber) });

export const ordersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({ queryKey: orderKeys.list(params), queryFn: () => getOrders(params) });

export const orderTimelineQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.timeline(id), queryFn: () => getOrderTimeline(id) });

/** Every change to an order answers with the whole order: show it at once, refresh the lists. */
function useOrderChange<Variables, Result extends Order>(change: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      // The timeline on screen gains the new step at once; everything else refreshes when next shown.
      void queryClient.invalidateQueries({ queryKey: orderKeys.timeline(order._id) });
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}

export const useCreateOrder = () => useOrderChange(createOrder);
export const useClaimOrder = () => useOrderChange(claimOrder);
export const usePayWithCard = () => useOrderChange(payWithCard);
export const usePayWithPaypal = () => useOrderChange(payWithPaypal);
export const useCheckStripePayment = () => useOrderChange(checkStripePayment);
export const useDeliverOrder = () => useOrderChange(deliverOrder);
export const useCancelOrder = () => useOrderChange(cancelOrder);
export const useRefundOrder = () => useOrderChange(refundOrder);
/** Gives chosen lines (and the shipping) back: the server prices them (docs/orders-and-payments.md#partial-refunds). */
export const refundLines = ({ id, body }: { id: string; body: RefundBody }) =>
  api.put(path(id, '/refund'), { json: body }).json<Order>();
export const useRefundLines = () => useOrderChange(refundLines);

/** The admin hands a paid order to a carrier (`PUT /api/orders/:id/ship`). */
export const shipOrder = ({ id, shipment }: { id: string; shipment: ShipBody }) =>
  api.put(path(id, '/ship'), { json: shipment }).json<Order>();
export const useShipOrder = () => useOrderChange(shipOrder);

/** The order's invoice as a PDF, fetched with the session's token (never put in a URL). */
export const downloadInvoice = (id: string) => api.get(path(id, '/invoice.pdf'), withKey(id)).blob();
