import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '../../contract/audit.ts';
import { canonicalId } from '../../contract/ids.ts';
import type { Db } from '../db/index.ts';
import { ValidationError } from '../errors.ts';
import * as repo from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A query's date as an instant; a bare day is that day's start (UTC). */
function instant(value: string, name: string): Date {
  const date = new Date(DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()) || (DAY_ONLY.test(value) && date.toISOString().slice(0, 10) !== value))
    throw new ValidationError(`${name} must be a date (YYYY-MM-DD) or a date and time`);
  return date;
}

/** `to` is inclusive: a bare day takes the whole day, an instant takes that millisecond. */
function until(value: string): Date {
  const date = instant(value, 'To');
  return new Date(date.getTime() + (DAY_ONLY.test(value) ? DAY_MS : 1));
}

/** The owner's reading of the log (docs/staff.md#the-audit-log): filtered, newest first, paged. */
export async function readAuditLog(db: Db, query: AuditQuery): Promise<AuditPage> {
  const page = query.pageNumber ?? 1;
  const from = query.from === undefined ? undefined : instant(query.from, 'From');
  const to = query.to === undefined ? undefined : until(query.to);
  if (from && to && to <= from) throw new ValidationError('To must not be before from');
  // Not a UUID: it can name no one, so nothing matches (as an unknown id would).
  const actorId = query.user === undefined ? undefined : (canonicalId(query.user) ?? '');
  if (actorId === '') return { entries: [], page, pages: 0 };
  const { entries, total } = await repo.page(
    db,
    { actorId, kind: query.kind, from, until: to },
    page,
    AUDIT_PAGE_SIZE,
  );
  return { entries, page, pages: Math.ceil(total / AUDIT_PAGE_SIZE) };
}
