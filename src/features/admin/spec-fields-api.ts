import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpecField as ContractSpecField, SpecKind } from '../../contract/specs.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';

/**
 * A category's spec fields (docs/catalogue.md#specs): read by the product form, which builds its
 * specs inputs from them, and by the admin's Categories screen, which edits them.
 */

/**
 * A spec field with its kind typed: the contract's schema builds `kind` from a mapped array, which
 * its static type reads as `never`; the kinds are SPEC_KINDS.
 */
export type SpecField = Omit<ContractSpecField, 'kind'> & { kind: SpecKind };
export interface SpecFields {
  category: string;
  fields: SpecField[];
}

/** Cached per category; a save replaces the entry, so every form built from it sees the new fields. */
export const specFieldKeys = {
  all: ['spec-fields'] as const,
  category: (category: string) => [...specFieldKeys.all, category] as const,
};

const path = (category: string) => `categories/${encodeURIComponent(category)}/spec-fields`;

export const getSpecFields = (category: string) => api.get(path(category)).json<SpecFields>();

export const saveSpecFields = ({ category, fields }: SpecFields) =>
  api.put(`admin/${path(category)}`, { json: { fields }, ...signsOutOnTokenFailure }).json<SpecFields>();

export const specFieldsQueryOptions = (category: string) =>
  queryOptions({ queryKey: specFieldKeys.category(category), queryFn: () => getSpecFields(category) });

/** The fields of `category`; waits while it is blank (a new product with no category yet). */
export function useSpecFields(category: string) {
  const name = category.trim();
  return useQuery({ ...specFieldsQueryOptions(name), enabled: name !== '' });
}

export function useSaveSpecFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpecFields,
    onSuccess: (saved) => queryClient.setQueryData(specFieldKeys.category(saved.category), saved),
  });
}
