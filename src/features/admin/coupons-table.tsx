import { useState } from 'react';
import { CompactList } from '../../components/compact-list.tsx';
import { DataTable, DeleteRowButton, rowLink, tableCell } from '../../components/data-table.tsx';
import { Message } from '../../components/message.tsx';
import { useBelowMd } from '../../components/use-below-md.ts';
import { ConfirmDeletion } from './confirm-deletion.tsx';
import { type Coupon, useDeleteCoupon, useSetCouponActive } from './coupons-api.ts';
import {
  couponLabel,
  couponName,
  couponStatus,
  datesWords,
  offerWords,
  STATUS_CLASSES,
  usesWords,
} from './coupons-words.ts';

function StatusBadge({ coupon, now }: { coupon: Coupon; now: Date }) {
  const status = couponStatus(coupon, now);
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>{status}</span>
  );
}

function Name({ coupon }: { coupon: Coupon }) {
  return coupon.code === null ? (
    <span className="italic">{couponName(coupon)}</span>
  ) : (
    <span className="font-mono font-semibold">{coupon.code}</span>
  );
}

/**
 * The coupons and promotions (docs/admin.md#coupons): what each offers in words, its uses, dates
 * and status, with Edit, Pause or Resume, and Delete (asked first). Compact rows on a phone.
 */
export function CouponsTable({
  coupons,
  onEdit,
}: {
  coupons: readonly Coupon[];
  onEdit: (coupon: Coupon) => void;
}) {
  const belowMd = useBelowMd();
  const activity = useSetCouponActive();
  const deletion = useDeleteCoupon();
  const [toDelete, setToDelete] = useState<Coupon | null>(null);
  const now = new Date();
  const error = activity.error ?? deletion.error;

  const editButton = (coupon: Coupon, className = '') => (
    <button
      type="button"
      className={`${rowLink} ${className}`}
      aria-label={`Edit ${couponLabel(coupon)}`}
      onClick={() => onEdit(coupon)}
    >
      Edit
    </button>
  );
  const pauseButton = (coupon: Coupon) => (
    <button
      type="button"
      className={`${rowLink} mr-2`}
      disabled={activity.isPending}
      aria-label={`${coupon.active ? 'Pause' : 'Resume'} ${couponLabel(coupon)}`}
      onClick={() => activity.mutate({ coupon, active: !coupon.active })}
    >
      {coupon.active ? 'Pause' : 'Resume'}
    </button>
  );
  const deleteButton = (coupon: Coupon) => (
    <DeleteRowButton label={couponLabel(coupon)} onClick={() => setToDelete(coupon)} />
  );

  return (
    <>
      {error && <Message variant="danger">{error.message}</Message>}
      {activity.isSuccess && (
        <Message variant="success">
          {couponLabel(activity.data)} {activity.data.active ? 'resumed' : 'paused'}
        </Message>
      )}
      {deletion.isSuccess && <Message variant="success">{deletion.data.message}</Message>}
      {belowMd ? (
        <CompactList
          label="Coupons"
          rows={coupons.map((coupon) => ({
            id: coupon._id,
            title: <Name coupon={coupon} />,
            status: <StatusBadge coupon={coupon} now={now} />,
            action: editButton(coupon),
            details: [
              ['Offer', offerWords(coupon)],
              ['Uses', usesWords(coupon)],
              ['Dates', datesWords(coupon)],
            ],
            more: (
              <>
                {pauseButton(coupon)}
                {deleteButton(coupon)}
              </>
            ),
          }))}
        />
      ) : (
        <DataTable
          columns={['Code', 'Offer', 'Uses', 'Dates', 'Status']}
          actionsLabel="Actions"
          minWidth="min-w-[880px]"
        >
          {coupons.map((coupon) => (
            <tr key={coupon._id}>
              <td className={tableCell}>
                <Name coupon={coupon} />
              </td>
              <td className={`${tableCell} max-w-xs break-words`}>{offerWords(coupon)}</td>
              <td className={`${tableCell} tabular-nums`}>{usesWords(coupon)}</td>
              <td className={tableCell}>{datesWords(coupon)}</td>
              <td className={tableCell}>
                <StatusBadge coupon={coupon} now={now} />
              </td>
              <td className={`${tableCell} whitespace-nowrap`}>
                {editButton(coupon, 'mr-2')}
                {pauseButton(coupon)}
                {deleteButton(coupon)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDeletion
        target={toDelete}
        title="Delete coupon?"
        describe={(coupon) =>
          `${couponLabel(coupon)} will stop applying at once. Orders already placed keep their discount. This cannot be undone.`
        }
        busy={deletion.isPending}
        onDelete={(id) => deletion.mutate(id, { onSettled: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
