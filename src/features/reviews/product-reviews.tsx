import { Link } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useCreateReview, useReportReview } from './reviews-api.ts';
import type { Product, Review } from '../../contract/products.ts';
import {
  RATING_LABELS,
  REVIEW_COMMENT_MAX_LENGTH,
  reviewFieldErrors,
  type FieldErrors,
  type ReviewField,
} from '../../contract/product-rules.ts';
import { useSession } from '../../stores/session.ts';
import { primaryButton } from '../../components/form-field.tsx';
import { SelectField, TextAreaField } from '../../components/form-controls.tsx';
import { Message } from '../../components/message.tsx';
import { Rating } from '../../components/rating.tsx';

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-700/30">
      <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true" fill="currentColor">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
      </svg>
      Verified Purchase
    </span>
  );
}

/**
 * A signed-in shopper reports a review to the shop's staff, once (docs/staff.md#review-moderation);
 * not their own. The answer replaces the button.
 */
function ReportButton({ productId, review }: { productId: string; review: Review }) {
  const report = useReportReview();
  if (report.isSuccess) return <p className="mt-2 text-sm text-slate-700">{report.data.message}</p>;
  return (
    <div className="mt-2">
      {report.error && <p className="text-sm text-red-700">{report.error.message}</p>}
      <button
        type="button"
        className="min-h-11 text-sm text-slate-700 underline hover:text-slate-900"
        disabled={report.isPending}
        aria-label={`Report the review by ${review.name}`}
        onClick={() => report.mutate({ productId, reviewId: review._id })}
      >
        Report
      </button>
    </div>
  );
}

function ReviewItem({
  review,
  productId,
  viewerId,
}: {
  review: Review;
  productId: string;
  viewerId: string | null;
}) {
  return (
    <li className="py-4">
      <article aria-label={`Review by ${review.name}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold">{review.name}</p>
          {review.verifiedPurchase && <VerifiedBadge />}
        </div>
        <Rating value={review.rating} />
        <p className="text-sm text-slate-600">
          <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
        </p>
        <p className="mt-2 whitespace-pre-line break-words">{review.comment}</p>
        {viewerId !== null && viewerId !== review.user && (
          <ReportButton productId={productId} review={review} />
        )}
      </article>
    </li>
  );
}

function ReviewForm({
  productId,
  create,
}: {
  productId: string;
  create: ReturnType<typeof useCreateReview>;
}) {
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({});

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { rating: rating ? Number(rating) : Number.NaN, comment };
    const found = reviewFieldErrors(input);
    if (!rating) found.rating = 'Please select a rating';
    setErrors(found);
    const first = (['rating', 'comment'] as const).find((field) => found[field]);
    if (first) {
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    create.mutate({ productId, ...input });
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      {create.error && <Message variant="danger">{create.error.message}</Message>}
      <SelectField
        label="Rating"
        name="rating"
        value={rating}
        error={errors.rating}
        onChange={(event) => {
          setRating(event.target.value);
          setErrors((current) => ({ ...current, rating: undefined }));
          create.reset();
        }}
      >
        <option value="">Select...</option>
        {RATING_LABELS.map((label, index) => (
          <option key={label} value={index + 1}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Comment"
        name="comment"
        value={comment}
        rows={4}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        error={errors.comment}
        onChange={(event) => {
          setComment(event.target.value);
          setErrors((current) => ({ ...current, comment: undefined }));
          create.reset();
        }}
      />
      <button type="submit" className={primaryButton} disabled={create.isPending}>
        {create.isPending ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}

/** The reviews of a product, and the way to add one. */
export function ProductReviews({ product }: { product: Product }) {
  const userInfo = useSession((state) => state.userInfo);
  const create = useCreateReview();
  const hasReviewed = userInfo ? product.reviews.some((review) => review.user === userInfo._id) : false;

  return (
    <section aria-labelledby="reviews-heading" className="mt-10 max-w-3xl">
      <h2 id="reviews-heading" className="text-xl font-bold">
        Reviews
      </h2>
      {product.reviews.length === 0 ? (
        <Message>No Reviews</Message>
      ) : (
        <ul className="divide-y divide-slate-200">
          {product.reviews.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              productId={product._id}
              viewerId={userInfo?._id ?? null}
            />
          ))}
        </ul>
      )}
      <h3 className="mb-4 mt-8 text-lg font-bold">Write a Customer Review</h3>
      {!userInfo ? (
        <Message>
          Please{' '}
          <Link
            to="/login"
            search={{ redirect: `/product/${product._id}` }}
            className="font-semibold text-brand-700 underline"
          >
            sign in
          </Link>{' '}
          to write a review.
        </Message>
      ) : create.isSuccess ? (
        <Message variant="success">Thank you! Your review has been added.</Message>
      ) : hasReviewed ? (
        <Message>You have reviewed this product.</Message>
      ) : (
        // Someone else signing in on this browser starts with an empty form.
        <ReviewForm key={userInfo._id} productId={product._id} create={create} />
      )}
    </section>
  );
}
