import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings, TaxSettingsBody } from '../../contract/price-settings.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';

/** The owner's shipping zones and tax (docs/prices.md#shipping-zones, #tax), each saved on its own. */

export type { ShippingSettings, TaxSettingsBody };

const shippingKey = ['price-settings', 'shipping'] as const;
const taxKey = ['price-settings', 'tax'] as const;

const getShipping = () => api.get('admin/settings/shipping', signsOutOnTokenFailure).json<ShippingSettings>();
const putShipping = (settings: ShippingSettings) =>
  api.put('admin/settings/shipping', { json: settings, ...signsOutOnTokenFailure }).json<ShippingSettings>();
const getTax = () => api.get('admin/settings/tax', signsOutOnTokenFailure).json<TaxSettingsBody>();
const putTax = (settings: TaxSettingsBody) =>
  api.put('admin/settings/tax', { json: settings, ...signsOutOnTokenFailure }).json<TaxSettingsBody>();

export const shippingSettingsQueryOptions = () =>
  queryOptions({ queryKey: shippingKey, queryFn: getShipping });
export const taxSettingsQueryOptions = () => queryOptions({ queryKey: taxKey, queryFn: getTax });

/** The saved settings, as the server now holds them, replace the read ones. */
export function useUpdateShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putShipping,
    onSuccess: (settings) => queryClient.setQueryData(shippingKey, settings),
  });
}

export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTax,
    onSuccess: (settings) => queryClient.setQueryData(taxKey, settings),
  });
}
