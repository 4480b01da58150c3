import { Fragment, type ReactNode } from 'react';

export interface CompactRow {
  id: string;
  /** Shown small before the title: a `RowImage`, an initial (decorative: the title names the row). */
  thumbnail?: ReactNode;
  /** The name or number the row is known by. */
  title: ReactNode;
  /** A badge or short word under the title (Draft, Paid, Admin). */
  status?: ReactNode;
  /** The one action beside the row (Edit, Details). */
  action: ReactNode;
  /** What the table's other columns say, shown when the row is tapped. */
  details: readonly (readonly [label: string, value: ReactNode])[];
  /** Further actions, shown with the details (Delete). */
  more?: ReactNode;
}

/** A row's small picture; decorative, since the row's title names it. */
export function RowImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      className="h-9 w-12 shrink-0 rounded object-cover"
    />
  );
}

/**
 * An admin list on a phone: one short row per item (thumbnail, name or number, status and one
 * primary action), its details under a tap on the row (a `<details>` disclosure). From md the
 * same screens show their `DataTable`.
 */
export function CompactList({ label, rows }: { label: string; rows: readonly CompactRow[] }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} className="flex items-start gap-3 px-3 py-2">
          <details className="group min-w-0 flex-1">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 [&::-webkit-details-marker]:hidden">
              {row.thumbnail}
              <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
                <span className="line-clamp-2 break-words font-medium">{row.title}</span>
                {row.status}
              </span>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-600 transition group-open:rotate-180"
                fill="currentColor"
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
              </svg>
            </summary>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              {row.details.map(([term, value]) => (
                <Fragment key={term}>
                  <dt className="font-semibold">{term}</dt>
                  <dd className="break-words">{value}</dd>
                </Fragment>
              ))}
            </dl>
            {row.more && <div className="mt-2 pb-1">{row.more}</div>}
          </details>
          <div className="shrink-0">{row.action}</div>
        </li>
      ))}
    </ul>
  );
}
