import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminReview } from '../../contract/moderation.ts';
import { DataTable, DeleteRowButton, rowLink, tableCell } from '../../components/data-table.tsx';
import { Message } from '../../components/message.tsx';
import { Rating } from '../../components/rating.tsx';
import { ConfirmDeletion } from './confirm-deletion.tsx';
import { useDeleteReview, useSetReviewHidden } from './moderation-api.ts';

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The moderation list (docs/staff.md#review-moderation): each review with its product, author,
 * reports and whether it is shown, and the buttons to hide, restore or delete it.
 */
export function ReviewModerationTable({ reviews }: { reviews: readonly AdminReview[] }) {
  const visibility = useSetReviewHidden();
  const deletion = useDeleteReview();
  const [toDelete, setToDelete] = useState<AdminReview | null>(null);
  const error = visibility.error ?? deletion.error;
  return (
    <>
      {error && <Message variant="danger">{error.message}</Message>}
      {visibility.isSuccess && <Message variant="success">{visibility.data.message}</Message>}
      {deletion.isSuccess && <Message variant="success">{deletion.data.message}</Message>}
      <DataTable
        columns={['Product', 'Author', 'Rating', 'Comment', 'Reports', 'Status', 'Date']}
        actionsLabel="Actions"
        minWidth="min-w-[880px]"
      >
        {reviews.map((review) => (
          <tr key={review._id} data-review={review._id}>
            <td className={tableCell}>
              <Link
                to="/admin/reviews"
                search={{ product: review.product._id }}
                aria-label={`Only reviews of ${review.product.name}`}
                className="text-brand-700 underline"
              >
                {review.product.name}
              </Link>
            </td>
            <td className={tableCell}>{review.name}</td>
            <td className={tableCell}>
              <Rating value={review.rating} />
            </td>
            <td className={`${tableCell} max-w-xs whitespace-pre-line break-words`}>{review.comment}</td>
            <td className={`${tableCell} tabular-nums`}>
              {review.reports > 0 ? <span className="font-semibold text-red-700">{review.reports}</span> : 0}
            </td>
            <td className={tableCell}>{review.hidden ? 'Hidden' : 'Shown'}</td>
            <td className={tableCell}>
              <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
            </td>
            <td className={`${tableCell} whitespace-nowrap`}>
              <button
                type="button"
                className={`${rowLink} mr-2`}
                disabled={visibility.isPending}
                aria-label={`${review.hidden ? 'Restore' : 'Hide'} the review by ${review.name}`}
                onClick={() => visibility.mutate({ id: review._id, hidden: !review.hidden })}
              >
                {review.hidden ? 'Restore' : 'Hide'}
              </button>
              <DeleteRowButton label={`the review by ${review.name}`} onClick={() => setToDelete(review)} />
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDeletion
        target={toDelete}
        title="Delete review"
        describe={(review) =>
          `Delete the review by ${review.name} of ${review.product.name}? This cannot be undone.`
        }
        busy={deletion.isPending}
        onDelete={(id) => deletion.mutate(id, { onSettled: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
