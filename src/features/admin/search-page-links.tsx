import { Link } from '@tanstack/react-router';
import { secondaryButton } from '../../components/form-field.tsx';

/** Page numbers either side of the current one; the first and last are always linked. */
const NEIGHBOURS = 2;

/**
 * The pages to link, in order, with `null` where a run of pages is left out: every page of a short
 * list, else the first, the last and the current page's neighbours (and a page alone between
 * them). A log that grows by thousands
 * of entries keeps a row of links a phone can show.
 */
export function pagesToLink(pages: number, page: number): (number | null)[] {
  const linked = new Set([1, pages]);
  for (let number = page - NEIGHBOURS; number <= page + NEIGHBOURS; number += 1) {
    if (number >= 1 && number <= pages) linked.add(number);
  }
  const sorted = [...linked].sort((a, b) => a - b);
  return sorted.flatMap((number, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || number - previous === 1) return [number];
    // A gap of one page would take as much room as the page's own link.
    return number - previous === 2 ? [previous + 1, number] : [null, number];
  });
}

/**
 * Page links for a staff list paged by its `page` search value (the audit log, reviews): each link
 * keeps the list's filters and changes only the page.
 */
export function SearchPageLinks({ pages, page }: { pages: number; page: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-2">
      {pagesToLink(pages, page).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
            …
          </span>
        ) : (
          <Link
            key={number}
            to="."
            search={(previous: Record<string, unknown>) => ({ ...previous, page: number })}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            className={`${secondaryButton} ${number === page ? 'font-bold' : ''}`}
          >
            {number}
          </Link>
        ),
      )}
    </nav>
  );
}
