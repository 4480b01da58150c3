import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardDetails, CreateOrderBody, Order, PaymentConfig } from '../contract/orders.ts';
import { api, signsOutOnTokenFailure } from './client.ts';
import { orderKeys } from './query-keys.ts';

const path = (id: string, action = '') => `orders/${encodeURIComponent(id)}${action}`;

export const getPaymentConfig = () => api.get('config/payments').json<PaymentConfig>();
export const getOrder = (id: string) => api.get(path(id)).json<Order>();
export const getMyOrders = () => api.get('orders/myorders').json<Order[]>();
export const getOrders = () => api.get('orders', signsOutOnTokenFailure).json<Order[]>();

/** The key makes a retried "Place Order" (double click, flaky network) return the same order. */
export const createOrder = ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) =>
  api.post('orders', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).json<Order>();

export const payWithCard = ({ id, card }: { id: string; card: CardDetails }) =>
  api.put(path(id, '/pay'), { json: { card } }).json<Order>();
export const payWithPaypal = ({ id, paypalOrderId }: { id: string; paypalOrderId: string }) =>
  api.put(path(id, '/pay'), { json: { paypalOrderId } }).json<Order>();
export const createPaypalOrder = (id: string) => api.post(path(id, '/paypal')).json<{ id: string }>();
export const deliverOrder = (id: string) => api.put(path(id, '/deliver')).json<Order>();
export const cancelOrder = (id: string) => api.put(path(id, '/cancel')).json<Order>();

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export function usePaymentConfig() {
  return useQuery({ queryKey: orderKeys.paymentConfig, queryFn: getPaymentConfig, staleTime: Infinity });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

export function useMyOrders() {
  return useQuery({ queryKey: orderKeys.mine(), queryFn: getMyOrders });
}

export function useOrders() {
  return useQuery({ queryKey: orderKeys.list(), queryFn: getOrders });
}

/** Every change to an order answers with the whole order: show it at once, refresh the lists. */
function useOrderChange<Variables>(change: (variables: Variables) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}

export const useCreateOrder = () => useOrderChange(createOrder);
export const usePayWithCard = () => useOrderChange(payWithCard);
export const usePayWithPaypal = () => useOrderChange(payWithPaypal);
export const useDeliverOrder = () => useOrderChange(deliverOrder);
export const useCancelOrder = () => useOrderChange(cancelOrder);
