import { COMPARE_LIMIT } from '../../../stores/cart.ts';

/** What `/compare` keeps in its address: the products' ids, comma-separated, in column order. */
export interface CompareSearch {
  ids?: string | undefined;
}

const ID = /^[\w-]{1,64}$/;

/**
 * The ids of `/compare?ids=a,b,c`, as the screen's columns: malformed ones dropped, each once, at
 * most COMPARE_LIMIT. The address alone decides, so a shared link works in any browser.
 */
export function compareIds(ids: string | undefined): string[] {
  const wanted = (ids ?? '').split(',').filter((id) => ID.test(id));
  return [...new Set(wanted)].slice(0, COMPARE_LIMIT);
}

/** The route's search validation: anything else than a list of ids reads as none. */
export function validateCompareSearch(search: Record<string, unknown>): CompareSearch {
  const ids = typeof search.ids === 'string' ? compareIds(search.ids) : [];
  return { ids: ids.length > 0 ? ids.join(',') : undefined };
}

/** The address of a comparison of these products. */
export const compareSearch = (products: readonly { _id: string }[]): CompareSearch => ({
  ids: products.map((product) => product._id).join(','),
});
