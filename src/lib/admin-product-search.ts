import { ADMIN_PRODUCT_SORTS, type AdminProductSort } from '../contract/catalogue-options.ts';
import { MAX_KEYWORD_LENGTH } from '../contract/limits.ts';

/** The admin product list's address: `?keyword=canon&sort=stock-asc`. */
export interface AdminProductSearch {
  keyword?: string | undefined;
  sort?: AdminProductSort | undefined;
}

/**
 * Keeps a usable keyword and a known sort; anything else is dropped, as on the shop's lists. Both
 * keys are always set, so a bad raw value is replaced rather than passed through.
 */
export function validateAdminProductSearch(search: Record<string, unknown>): AdminProductSearch {
  const raw = typeof search.keyword === 'number' ? String(search.keyword) : search.keyword;
  const keyword = typeof raw === 'string' ? raw.trim().slice(0, MAX_KEYWORD_LENGTH) : '';
  const sort = ADMIN_PRODUCT_SORTS.find((candidate) => candidate === search.sort);
  return { keyword: keyword && !/[\r\n]/.test(keyword) ? keyword : undefined, sort };
}
