import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { RETURN_STATE_LABELS, RETURN_STATES, type ReturnState } from '../contract/return-states.ts';
import { RETURNS_TITLE } from '../contract/page-titles.ts';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RouteError } from '../components/route-error.tsx';
import { RequirePermission, SearchPageLinks } from '../features/admin/index.ts';
import { ReturnsTable, returnsQueryOptions } from '../features/orders/index.ts';
import { wholeNumberParam } from '../lib/search-params.ts';

interface ReturnsSearch {
  page?: number;
  status?: ReturnState;
}

/** The state and page live in the URL; anything else is left out. */
function validateSearch(search: Record<string, unknown>): ReturnsSearch {
  const page = wholeNumberParam(search.page);
  const status = RETURN_STATES.find((state) => state === search.status);
  return { ...(page && page > 1 ? { page } : {}), ...(status ? { status } : {}) };
}

/** /admin/returns: staff decide, receive and refund returns (docs/admin.md#returns). */
export const Route = createFileRoute('/_admin/admin/returns')({
  validateSearch,
  component: ReturnsScreen,
});

function ReturnsScreen() {
  const id = useId();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const { data, error, isPending } = useQuery(
    returnsQueryOptions({ pageNumber: page, status: search.status }),
  );
  return (
    <>
      <Meta title={RETURNS_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Returns</h1>
      <RequirePermission permission="orders.read">
        <div className="mb-4 flex flex-col">
          <label htmlFor={`${id}-status`} className="font-medium">
            State
          </label>
          <select
            id={`${id}-status`}
            value={search.status ?? ''}
            onChange={(event) =>
              void navigate({ to: '/admin/returns', search: validateSearch({ status: event.target.value }) })
            }
            className="min-h-11 max-w-xs rounded-md border border-slate-300 bg-white px-3"
          >
            <option value="">All (open first)</option>
            {RETURN_STATES.map((state) => (
              <option key={state} value={state}>
                {RETURN_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        {isPending ? (
          <Loader />
        ) : error ? (
          <RouteError error={error} />
        ) : data.returns.length === 0 ? (
          <Message>{page > 1 ? 'There are no returns on this page.' : 'No returns match.'}</Message>
        ) : (
          <ReturnsTable returns={data.returns} />
        )}
        {data && <SearchPageLinks pages={data.pages} page={page} />}
      </RequirePermission>
    </>
  );
}
