import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { isUuid } from '../contract/ids.ts';
import { wholeNumberParam } from '../lib/search-params.ts';
import { REVIEWS_TITLE } from '../contract/page-titles.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RouteError } from '../components/route-error.tsx';
import { secondaryButton } from '../components/form-field.tsx';
import {
  adminReviewsQueryOptions,
  RequirePermission,
  ReviewModerationTable,
  SearchPageLinks,
  type AdminReviewParams,
} from '../features/admin/index.ts';

interface ReviewSearch {
  page?: number | undefined;
  rating?: number | undefined;
  product?: string | undefined;
}

const validateSearch = (search: Record<string, unknown>): ReviewSearch => {
  const rating = wholeNumberParam(search.rating);
  return {
    page: wholeNumberParam(search.page),
    rating: rating && rating <= 5 ? rating : undefined,
    product: typeof search.product === 'string' && isUuid(search.product) ? search.product : undefined,
  };
};

const paramsOf = (search: ReviewSearch): AdminReviewParams => ({
  pageNumber: search.page ?? 1,
  rating: search.rating,
  product: search.product,
});

/** /admin/reviews: review moderation, reported first, then newest (docs/staff.md). */
export const Route = createFileRoute('/_admin/admin/reviews')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureQueryData(context.queryClient, adminReviewsQueryOptions(paramsOf(deps))),
  errorComponent: ({ error }) => (
    <ReviewsFrame>
      <RouteError error={error} />
    </ReviewsFrame>
  ),
  component: ReviewsScreen,
});

function ReviewsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={REVIEWS_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Reviews</h1>
      <RequirePermission permission="reviews.moderate">{children}</RequirePermission>
    </>
  );
}

function RatingFilter({ search }: { search: ReviewSearch }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="font-medium">
        Rating
      </label>
      <select
        id={id}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
        value={search.rating ?? ''}
        onChange={(event) => {
          const rating = Number(event.target.value);
          void navigate({
            to: '/admin/reviews',
            search: { ...(search.product ? { product: search.product } : {}), ...(rating ? { rating } : {}) },
          });
        }}
      >
        <option value="">Any rating</option>
        {[5, 4, 3, 2, 1].map((rating) => (
          <option key={rating} value={rating}>
            {rating} {rating === 1 ? 'star' : 'stars'}
          </option>
        ))}
      </select>
      {search.product && (
        <Link
          to="/admin/reviews"
          search={search.rating ? { rating: search.rating } : {}}
          className={secondaryButton}
        >
          All products
        </Link>
      )}
    </div>
  );
}

function ReviewsScreen() {
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(adminReviewsQueryOptions(paramsOf(search)));
  const page = search.page ?? 1;
  return (
    <ReviewsFrame>
      <p className="mb-4 text-slate-700">
        Reported reviews come first. A hidden review is not shown on its product page and does not count in
        its rating.
      </p>
      <RatingFilter search={search} />
      {data.reviews.length === 0 ? (
        <Message>{page > 1 ? 'There are no reviews on this page.' : 'No reviews match.'}</Message>
      ) : (
        <ReviewModerationTable reviews={data.reviews} />
      )}
      {<SearchPageLinks pages={data.pages} page={page} />}
    </ReviewsFrame>
  );
}
