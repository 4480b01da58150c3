import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '../../contract/audit.ts';
import { currentUser } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { changedFields } from './changes.ts';
import * as repo from './repo.ts';

/** Who made a staff write, as they were at the time, and from which address. */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
  address: string;
}

/** One staff write: what, on which record, and the record before and after (null: none). */
export interface AuditChange {
  actor: AuditActor;
  kind: AuditKind;
  target: string;
  before: object | null;
  after: object | null;
}

/**
 * The staff member behind a request guarded by `auth.admin`, and the client address as the app
 * derives it (Fastify's `request.ip`, which honours the trusted proxies of TRUST_PROXY).
 */
export function staffActor(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { id: user.id, name: user.name, email: user.email, address: request.ip };
}

/**
 * Records a staff write. Call it with the write's own transaction, so the entry exists exactly when
 * the change does: a write that fails or is refused rolls its entry back with it.
 */
export async function recordAudit(tx: Db, change: AuditChange): Promise<void> {
  const { before, after } = changedFields(change.before, change.after);
  await repo.insert(tx, {
    actorId: change.actor.id,
    actorName: change.actor.name,
    actorEmail: change.actor.email,
    address: change.actor.address,
    kind: change.kind,
    targetId: change.target,
    before,
    after,
  });
}
