import { appendFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ProductBody } from '../../contract/products.ts';
import type { AuditActor } from '../audit/index.ts';
import { type Db, transaction } from '../db/index.ts';
import type { createProductAdminService } from '../products/index.ts';
import type { ReadCache } from '../read-cache.ts';
import { rowChanges } from './changes.ts';
import { type ImportRow, productIdOf, rowBatches } from './import-rows.ts';
import { importedBody, type StoredProduct, storedBody } from './product-bodies.ts';
import * as repo from './repo.ts';

/**
 * Products saved per transaction at most. Each save is the edit form's (a dozen statements with
 * its audit entry), and a chunk also ends once it has run CHUNK_MS, so it holds the database (the
 * embedded one has a single connection) well under a second and shoppers' requests run between
 * chunks (ADR 0103).
 */
export const PRODUCTS_PER_CHUNK = 50;
const CHUNK_MS = 500;

export interface ApplyDeps {
  db: Db;
  admin: ReturnType<typeof createProductAdminService>;
  cache: ReadCache;
  actor: AuditActor;
}

/** One product's rows, following one another in the file. */
interface ProductRows {
  /** Undefined: a new product (one row). */
  productId: string | undefined;
  rows: ImportRow[];
}

/** How the import puts back one product it saved: deletes it, or saves it as it was. */
type UndoEntry = { created: string } | { id: string; body: ProductBody };

export interface Applied {
  created: number;
  updated: number;
  unchanged: number;
}

/** A product changed (or went) after the file was checked: the import stops and is undone. */
export class ChangedMeanwhile extends Error {
  constructor(readonly row: number) {
    super(`the product of row ${row} changed while the import ran`);
  }
}

async function storedProducts(tx: Db, ids: readonly string[]): Promise<Map<string, StoredProduct>> {
  const variants = repo.byProduct(await repo.variantsOf(tx, ids));
  const options = repo.byProduct(await repo.optionsOf(tx, ids));
  return new Map(
    (await repo.productsByIds(tx, ids)).map((product) => [
      product.id,
      { product, variants: variants.get(product.id) ?? [], options: options.get(product.id) ?? [] },
    ]),
  );
}

function changes(group: ProductRows, stored: StoredProduct): boolean {
  const bySku = new Map(stored.variants.map((variant) => [variant.sku.toLowerCase(), variant]));
  return group.rows.some((row) =>
    rowChanges(row, stored.product, row.sku === undefined ? undefined : bySku.get(row.sku.toLowerCase())),
  );
}

/**
 * Saves the first of `groups` in one transaction, through the edit form's own save (its checks,
 * its version check, its audit entry), until CHUNK_MS have passed; `taken` says how many it took.
 * A product whose version moved since the file was checked throws ChangedMeanwhile, which rolls
 * the chunk back whole.
 */
async function applyChunk(deps: ApplyDeps, groups: readonly ProductRows[]) {
  const ids = groups.flatMap((group) => (group.productId === undefined ? [] : [group.productId]));
  return transaction(deps.db, async (tx) => {
    const applied: Applied = { created: 0, updated: 0, unchanged: 0 };
    const undo: UndoEntry[] = [];
    const stored = await storedProducts(tx, ids);
    const started = performance.now();
    let taken = 0;
    for (const group of groups) {
      if (taken > 0 && performance.now() - started > CHUNK_MS) break;
      taken += 1;
      const firstRow = group.rows[0]?.row ?? 0;
      if (group.productId === undefined) {
        const saved = await deps.admin.saveInImport(
          tx,
          undefined,
          importedBody(group.rows, undefined),
          deps.actor,
        );
        if (!saved) throw new ChangedMeanwhile(firstRow);
        undo.push({ created: saved.id });
        applied.created += 1;
        continue;
      }
      const before = stored.get(group.productId);
      if (before === undefined) throw new ChangedMeanwhile(firstRow);
      if (!changes(group, before)) {
        applied.unchanged += 1;
        continue;
      }
      const saved = await deps.admin.saveInImport(
        tx,
        group.productId,
        importedBody(group.rows, before),
        deps.actor,
      );
      if (!saved) throw new ChangedMeanwhile(firstRow);
      undo.push({ id: saved.id, body: storedBody(before, saved.version) });
      applied.updated += 1;
    }
    return { applied, undo, taken };
  });
}

/**
 * Applies a checked file, a chunk of products per transaction, and writes how to undo each chunk
 * to `undoFile` once it has committed. Throws ChangedMeanwhile when a product changed after the
 * check; the chunks committed before it are then the caller's to undo.
 */
export async function applyFile(file: string, undoFile: string, deps: ApplyDeps): Promise<Applied> {
  const total: Applied = { created: 0, updated: 0, unchanged: 0 };
  let pending: ProductRows[] = [];
  let current: ProductRows | undefined;

  const flush = async () => {
    while (pending.length > 0) {
      const { applied, undo, taken } = await applyChunk(deps, pending);
      deps.cache.clear();
      if (undo.length > 0)
        await appendFile(undoFile, undo.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
      total.created += applied.created;
      total.updated += applied.updated;
      total.unchanged += applied.unchanged;
      pending = pending.slice(taken);
    }
  };

  for await (const { rows, lookup } of rowBatches(file, deps.db)) {
    for (const row of rows) {
      if (row.draft) continue;
      const productId = productIdOf(row, lookup);
      if (current !== undefined && productId !== undefined && current.productId === productId) {
        current.rows.push(row);
        continue;
      }
      if (current !== undefined) pending.push(current);
      if (pending.length >= PRODUCTS_PER_CHUNK) await flush();
      current = { productId, rows: [row] };
    }
  }
  if (current !== undefined) pending.push(current);
  await flush();
  return total;
}

/**
 * Puts back every product an interrupted import saved, read from its undo file as it streams,
 * each in its own transaction: a new product is deleted, a changed one saved as it was, with the
 * version the import's save gave it. A product changed again since (an order took stock) keeps
 * the import's values rather than lose that change; the answer counts them as kept.
 */
export async function undoImport(
  undoFile: string,
  deps: ApplyDeps,
): Promise<{ undone: number; kept: number }> {
  const lines = createInterface({ input: createReadStream(undoFile), crlfDelay: Infinity });
  let undone = 0;
  let kept = 0;
  for await (const line of lines) {
    if (!line) continue;
    const entry = JSON.parse(line) as UndoEntry;
    try {
      if ('created' in entry) {
        await deps.admin.remove(entry.created, deps.actor);
        undone += 1;
        continue;
      }
      const saved = await transaction(deps.db, (tx) =>
        deps.admin.saveInImport(tx, entry.id, entry.body, deps.actor),
      );
      if (saved) undone += 1;
      else kept += 1;
    } catch {
      // Deleted since, or refused by a rule that changed since: it stays as the import left it.
      kept += 1;
    }
  }
  deps.cache.clear();
  return { undone, kept };
}
