import { Link, notFound } from '@tanstack/react-router';
import type { AdminProductSearch } from '../lib/admin-product-search.ts';
import type { CatalogueSearch } from '../lib/catalogue-search.ts';

const linkClass =
  'flex min-w-11 min-h-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition';
const currentClass = 'border-brand-700 bg-brand-700 text-white';
const otherClass = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

/** Which list is paged, and so where its page links go. */
export type PageList =
  | { list: 'catalogue'; keyword?: string; search?: CatalogueSearch }
  | { list: 'admin-products'; search?: AdminProductSearch }
  | { list: 'admin-orders' }
  | { list: 'admin-users' }
  | { list: 'admin-outbox' }
  | { list: 'my-orders' };

interface PageLinkProps {
  className: string;
  'aria-current': 'page' | undefined;
  'aria-label': string;
  children: number;
}

/**
 * /page/{n}, /search/{keyword}/page/{n}, /admin/productlist/{n}, /admin/orderlist/{n}, or
 * /profile?page={n} for My Orders. The catalogue's links keep its filters and sort.
 */
function PageLink({ target, number, ...link }: PageLinkProps & { target: PageList; number: number }) {
  const pageNumber = String(number);
  switch (target.list) {
    case 'admin-products':
      return (
        <Link
          to="/admin/productlist/{-$pageNumber}"
          params={{ pageNumber }}
          search={target.search ?? {}}
          {...link}
        />
      );
    case 'admin-orders':
      // The admin's status filter and search stay on every page.
      return <Link to="/admin/orderlist/{-$pageNumber}" params={{ pageNumber }} search={true} {...link} />;
    case 'admin-users':
      return <Link to="/admin/userlist" search={(previous) => ({ ...previous, page: number })} {...link} />;
    case 'admin-outbox':
      return <Link to="/admin/outbox/{-$pageNumber}" params={{ pageNumber }} {...link} />;
    case 'my-orders':
      return <Link to="/profile" search={{ page: number }} {...link} />;
    case 'catalogue':
      return target.keyword ? (
        <Link
          to="/search/$keyword/page/$pageNumber"
          params={{ keyword: target.keyword, pageNumber }}
          search={target.search ?? {}}
          {...link}
        />
      ) : (
        <Link to="/page/$pageNumber" params={{ pageNumber }} search={target.search ?? {}} {...link} />
      );
  }
}

/** One numbered link per page, the current one marked; hidden when everything fits on one page. */
export function Paginate({ pages, page, target }: { pages: number; page: number; target: PageList }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="my-8 flex justify-center">
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => {
          const number = index + 1;
          const current = number === page;
          return (
            <li key={number}>
              <PageLink
                target={target}
                number={number}
                className={`${linkClass} ${current ? currentClass : otherClass}`}
                aria-current={current ? 'page' : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </PageLink>
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

/**
 * The page a route's `$pageNumber` (or optional `{-$pageNumber}`) names, 1 when there is none;
 * an address whose page is not a page number is not found.
 */
export function pageFromParam(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const page = parsePageNumber(raw);
  // TanStack Router's not-found signal is a thrown value, not an Error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (page === undefined) throw notFound();
  return page;
}
