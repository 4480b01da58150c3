import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode, SubmitEvent } from 'react';
import { SETTINGS_TITLE } from '../contract/page-titles.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RouteError } from '../components/route-error.tsx';
import {
  RequirePermission,
  ShippingZonesSection,
  shippingSettingsQueryOptions,
  staffSettingsQueryOptions,
  TaxSection,
  taxSettingsQueryOptions,
  useUpdateStaffSettings,
} from '../features/admin/index.ts';
import { formValues } from '../lib/form-values.ts';

/**
 * /admin/settings: the owner's settings, each section saved on its own: the support refund limit
 * (docs/staff.md), the shipping zones and the tax (docs/admin.md#shipping-zones-and-tax).
 */
export const Route = createFileRoute('/_admin/admin/settings')({
  loader: ({ context }) =>
    Promise.all([
      ensureQueryData(context.queryClient, staffSettingsQueryOptions()),
      ensureQueryData(context.queryClient, shippingSettingsQueryOptions()),
      ensureQueryData(context.queryClient, taxSettingsQueryOptions()),
    ]),
  errorComponent: ({ error }) => (
    <SettingsFrame>
      <RouteError error={error} />
    </SettingsFrame>
  ),
  component: SettingsScreen,
});

function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={SETTINGS_TITLE} />
      <FormContainer>
        <h1 className="mb-6 text-2xl font-bold">Settings</h1>
        <RequirePermission permission="settings.manage">{children}</RequirePermission>
      </FormContainer>
    </>
  );
}

function SettingsScreen() {
  const { data } = useSuspenseQuery(staffSettingsQueryOptions());
  const update = useUpdateStaffSettings();
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ supportRefundLimit: Number(formValues(event.currentTarget)('supportRefundLimit')) });
  }
  return (
    <SettingsFrame>
      <h2 className="mb-2 text-xl font-semibold">Staff</h2>
      {update.error && <Message variant="danger">{update.error.message}</Message>}
      {update.isSuccess && <Message variant="success">Settings saved</Message>}
      <form onSubmit={submit}>
        <FormField
          label="Support refund limit ($)"
          name="supportRefundLimit"
          type="number"
          min={0}
          step={0.01}
          required
          defaultValue={data.supportRefundLimit}
          hint="Support accounts may refund orders up to this total; owners and managers any order."
        />
        <button type="submit" className={primaryButton} disabled={update.isPending}>
          Save
        </button>
      </form>
      <ShippingZonesSection />
      <TaxSection />
    </SettingsFrame>
  );
}
