import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { COUPONS_TITLE } from '../contract/page-titles.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RouteError } from '../components/route-error.tsx';
import {
  type Coupon,
  CouponForm,
  couponLabel,
  couponsQueryOptions,
  CouponsTable,
  RequirePermission,
} from '../features/admin/index.ts';

/** /admin/coupons: the owner's and managers' codes and automatic promotions (docs/admin.md#coupons). */
export const Route = createFileRoute('/_admin/admin/coupons')({
  loader: ({ context }) => ensureQueryData(context.queryClient, couponsQueryOptions()),
  errorComponent: ({ error }) => (
    <CouponsFrame>
      <RouteError error={error} />
    </CouponsFrame>
  ),
  component: CouponsScreen,
});

function CouponsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={COUPONS_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Coupons</h1>
      <RequirePermission permission="coupons.manage">{children}</RequirePermission>
    </>
  );
}

/**
 * The panel's heading takes the focus as the panel opens, so a keyboard or screen-reader user
 * lands in it. One function for good: a new one each render would be called again, and take the
 * focus back from the form whenever the list is read again.
 */
const focusHeading = (heading: HTMLHeadingElement | null) => heading?.focus();

/** What the panel above the list holds: nothing, a new coupon, or the coupon being edited. */
type Editing = { coupon?: Coupon } | null;

function CouponsScreen() {
  const { data: coupons } = useSuspenseQuery(couponsQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);

  function open(next: Editing) {
    setSaved(null);
    setEditing(next);
  }

  return (
    <CouponsFrame>
      <p className="mb-4 text-slate-700">
        Codes shoppers type at the cart or Place Order, and automatic promotions that apply by themselves.
        Offers never stack: the one that saves the shopper most wins.
      </p>
      {saved && <Message variant="success">{saved}</Message>}
      {editing ? (
        <section
          // A new target is a new panel: its heading takes the focus again, its form starts afresh.
          key={editing.coupon?._id ?? 'new'}
          aria-labelledby="coupon-panel-heading"
          className="mb-6 max-w-2xl rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2
            id="coupon-panel-heading"
            ref={focusHeading}
            tabIndex={-1}
            className="mb-4 text-xl font-semibold"
          >
            {editing.coupon ? `Edit ${couponLabel(editing.coupon)}` : 'New coupon or promotion'}
          </h2>
          <CouponForm
            coupon={editing.coupon}
            onSaved={(coupon) => {
              setEditing(null);
              setSaved(`${couponLabel(coupon)} saved`);
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <button type="button" className={`${primaryButton} mb-4`} onClick={() => open({})}>
          New coupon
        </button>
      )}
      {coupons.length === 0 ? (
        <Message>No coupons or promotions yet.</Message>
      ) : (
        <CouponsTable coupons={coupons} onEdit={(coupon) => open({ coupon })} />
      )}
    </CouponsFrame>
  );
}
