import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressInput } from '../../contract/addresses.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { userKeys } from '../../api/query-keys.ts';

const getAddresses = () => api.get('users/addresses', signsOutOnTokenFailure).json<SavedAddress[]>();

const saveAddress = ({ _id, ...body }: SavedAddressInput & { _id?: string | undefined }) =>
  (_id
    ? api.put(`users/addresses/${encodeURIComponent(_id)}`, { json: body, ...signsOutOnTokenFailure })
    : api.post('users/addresses', { json: body, ...signsOutOnTokenFailure })
  ).json<SavedAddress>();

const deleteAddress = (id: string) =>
  api.delete(`users/addresses/${encodeURIComponent(id)}`, signsOutOnTokenFailure).json<SavedAddress[]>();

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.addresses(), queryFn: getAddresses });

/** Saves a new address (no `_id`) or changes one; the list is read again, since the default may move. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.addresses() }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (addresses) => queryClient.setQueryData(userKeys.addresses(), addresses),
  });
}
