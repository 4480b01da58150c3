import type { AdminProductSummary } from '../../contract/products.ts';
import { toProductSummary } from '../catalogue/index.ts';
import type { AdminProductRecord } from './admin-repo.ts';

/** What admins see besides: whether the product is still a hidden draft, and its version. */
export function toAdminSummary(record: AdminProductRecord): AdminProductSummary {
  return { ...toProductSummary(record), isDraft: record.isDraft, version: record.version };
}
