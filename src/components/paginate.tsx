import { Link } from '@tanstack/react-router';

const linkClass =
  'flex min-w-11 min-h-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition';
const currentClass = 'border-brand-700 bg-brand-700 text-white';
const otherClass = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

/**
 * One numbered link per page, the current one marked; hidden when everything fits on one page.
 * Links go to /page/{n}, /search/{keyword}/page/{n}, or for admins /admin/productlist/{n}.
 */
export function Paginate({
  pages,
  page,
  keyword = '',
  isAdmin = false,
}: {
  pages: number;
  page: number;
  keyword?: string;
  isAdmin?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="my-8 flex justify-center">
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => {
          const number = index + 1;
          const current = number === page;
          const common = {
            className: `${linkClass} ${current ? currentClass : otherClass}`,
            'aria-current': current ? ('page' as const) : undefined,
            'aria-label': `Page ${number}`,
            children: number,
          };
          return (
            <li key={number}>
              {isAdmin ? (
                <Link
                  to="/admin/productlist/{-$pageNumber}"
                  params={{ pageNumber: String(number) }}
                  {...common}
                />
              ) : keyword ? (
                <Link
                  to="/search/$keyword/page/$pageNumber"
                  params={{ keyword, pageNumber: String(number) }}
                  {...common}
                />
              ) : (
                <Link to="/page/$pageNumber" params={{ pageNumber: String(number) }} {...common} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A page number from an address: a whole number from 1, or undefined for anything else. */
export function parsePageNumber(raw: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}
