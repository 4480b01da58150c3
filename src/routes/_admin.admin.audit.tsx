import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useId, type ReactNode, type SubmitEvent } from 'react';
import { isUuid } from '../contract/ids.ts';
import { AUDIT_TITLE } from '../contract/page-titles.ts';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RouteError } from '../components/route-error.tsx';
import { primaryButton, secondaryButton } from '../components/form-field.tsx';
import {
  AuditLogTable,
  auditLogQueryOptions,
  RequirePermission,
  SearchPageLinks,
} from '../features/admin/index.ts';
import { formValues } from '../lib/form-values.ts';
import { dayParam, wholeNumberParam, wordParam } from '../lib/search-params.ts';

interface AuditSearch {
  page?: number;
  user?: string;
  kind?: string;
  from?: string;
  to?: string;
}

/** The filters live in the URL; what is not a page, id, kind or day is left out (the server checks too). */
function validateSearch(search: Record<string, unknown>): AuditSearch {
  const page = wholeNumberParam(search.page);
  const user = typeof search.user === 'string' && isUuid(search.user) ? search.user : undefined;
  const kind = wordParam(search.kind);
  const from = dayParam(search.from);
  const to = dayParam(search.to);
  return {
    ...(page && page > 1 ? { page } : {}),
    ...(user ? { user } : {}),
    ...(kind ? { kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** /admin/audit: the owner reads who changed what, newest first (docs/staff.md#the-audit-log). */
export const Route = createFileRoute('/_admin/admin/audit')({
  validateSearch,
  component: AuditScreen,
});

function AuditFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={AUDIT_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Audit log</h1>
      <RequirePermission permission="audit.read">{children}</RequirePermission>
    </>
  );
}

function Filters({ search }: { search: AuditSearch }) {
  const id = useId();
  const navigate = useNavigate();
  const field = 'min-h-11 rounded-md border border-slate-300 bg-white px-3';
  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formValues(event.currentTarget);
    const filters = {
      user: value('user').trim(),
      kind: value('kind').trim(),
      from: value('from'),
      to: value('to'),
    };
    void navigate({ to: '/admin/audit', search: validateSearch(filters) });
  }
  return (
    <form className="mb-4 flex flex-wrap items-end gap-3" onSubmit={apply} aria-label="Filters">
      {(
        [
          ['user', 'Person (user id)', 'text'],
          ['kind', 'Kind (e.g. product.update)', 'text'],
          ['from', 'From', 'date'],
          ['to', 'To', 'date'],
        ] as const
      ).map(([name, label, type]) => (
        <div key={name} className="flex flex-col">
          <label htmlFor={`${id}-${name}`} className="font-medium">
            {label}
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            type={type}
            defaultValue={search[name] ?? ''}
            className={field}
          />
        </div>
      ))}
      <button type="submit" className={primaryButton}>
        Filter
      </button>
      <Link to="/admin/audit" className={secondaryButton}>
        Clear
      </Link>
    </form>
  );
}

function AuditScreen() {
  const search = Route.useSearch();
  const page = search.page ?? 1;
  const { data, error, isPending } = useQuery(
    auditLogQueryOptions({
      pageNumber: page,
      user: search.user,
      kind: search.kind,
      from: search.from,
      to: search.to,
    }),
  );
  return (
    <AuditFrame>
      <Filters key={JSON.stringify(search)} search={search} />
      {isPending ? (
        <Loader />
      ) : error ? (
        <RouteError error={error} />
      ) : data.entries.length === 0 ? (
        <Message>{page > 1 ? 'There are no entries on this page.' : 'No entries match.'}</Message>
      ) : (
        <AuditLogTable entries={data.entries} />
      )}
      {data && <SearchPageLinks pages={data.pages} page={page} />}
    </AuditFrame>
  );
}
