import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import type { Order } from '../../contract/orders.ts';
import type {
  OrderReturn,
  ReturnMoveBody,
  ReturnRequestBody,
  ReturnState,
  WithdrawalBody,
} from '../../contract/returns.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { orderKeys } from '../../api/query-keys.ts';
import { orderKeyHeaders } from '../guest/index.ts';

/** Returns (docs/orders-and-payments.md#returns): the shopper's and the staff's calls. */

export interface ReturnListParams {
  pageNumber: number;
  status?: ReturnState | undefined;
}

export interface ReturnPage {
  returns: OrderReturn[];
  page: number;
  pages: number;
}

// Under `orders`, so every change to an order refreshes its returns too.
const returnKeys = {
  ofOrder: (id: string) => [...orderKeys.all, 'returns', id] as const,
  list: (params: ReturnListParams) => [...orderKeys.all, 'returns-list', params] as const,
};

const orderPath = (id: string) => `orders/${encodeURIComponent(id)}/returns`;

export const getOrderReturns = (id: string) =>
  api.get(orderPath(id), { headers: orderKeyHeaders(id) }).json<OrderReturn[]>();

export async function getReturns(params: ReturnListParams): Promise<ReturnPage> {
  const searchParams = { pageNumber: params.pageNumber, ...(params.status ? { status: params.status } : {}) };
  const response = await api.get('admin/returns', { ...signsOutOnTokenFailure, searchParams });
  const pages = Number(response.headers.get(TOTAL_PAGES_HEADER));
  return {
    returns: await response.json<OrderReturn[]>(),
    page: params.pageNumber,
    pages: Number.isInteger(pages) && pages >= 1 ? pages : 1,
  };
}

export const orderReturnsQueryOptions = (id: string) =>
  queryOptions({ queryKey: returnKeys.ofOrder(id), queryFn: () => getOrderReturns(id) });

export const returnsQueryOptions = (params: ReturnListParams) =>
  queryOptions({ queryKey: returnKeys.list(params), queryFn: () => getReturns(params) });

/** A change to a return changes its order too (a refund): refresh everything about orders. */
function useReturnChange<Variables>(change: (variables: Variables) => Promise<OrderReturn | Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useRequestReturn = () =>
  useReturnChange(({ id, body }: { id: string; body: ReturnRequestBody }) =>
    api.post(orderPath(id), { headers: orderKeyHeaders(id), json: body }).json<OrderReturn>(),
  );

/**
 * The EU withdrawal: every line left when the body names none. A paid order answers its return; an
 * unpaid one is cancelled and answers the order.
 */
export const useWithdraw = () =>
  useReturnChange(({ id, body }: { id: string; body: WithdrawalBody }) =>
    api
      .post(`orders/${encodeURIComponent(id)}/withdrawal`, { headers: orderKeyHeaders(id), json: body })
      .json<OrderReturn | Order>(),
  );

/** Approve, refuse, receive, or refund (its own route, as it needs the refund permission). */
export const useMoveReturn = () =>
  useReturnChange(
    ({ id, action, note }: { id: string; action: ReturnMoveBody['action'] | 'refund'; note: string }) => {
      const path = `admin/returns/${encodeURIComponent(id)}`;
      const body = note.trim() ? { note } : {};
      return action === 'refund'
        ? api.put(`${path}/refund`, { ...signsOutOnTokenFailure, json: body }).json<OrderReturn>()
        : api.put(path, { ...signsOutOnTokenFailure, json: { action, ...body } }).json<OrderReturn>();
    },
  );
