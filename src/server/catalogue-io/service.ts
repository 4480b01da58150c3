import { randomUUID } from 'node:crypto';
import type { ImportReport } from '../../contract/catalogue-io.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { createConcurrencyLimit } from '../concurrency-limit.ts';
import { type Db, transaction } from '../db/index.ts';
import { ConflictError, ServiceUnavailableError } from '../errors.ts';
import type { createProductAdminService } from '../products/index.ts';
import type { ReadCache } from '../read-cache.ts';
import type { ImageStore } from '../uploads/index.ts';
import { applyFile, ChangedMeanwhile, undoImport } from './apply-file.ts';
import { checkFile } from './check-file.ts';
import { exportCatalogue } from './export-catalogue.ts';
import type { ImportFolder } from './receive.ts';

export interface CatalogueIoDeps {
  db: Db;
  admin: ReturnType<typeof createProductAdminService>;
  cache: ReadCache;
  images: ImageStore;
}

const plural = (count: number, one: string) =>
  `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`;

/**
 * The catalogue's CSV export and import (docs/admin.md#catalogue-import-and-export, ADR 0103).
 * An import checks the whole file first and writes nothing if any row is refused; a valid file is
 * applied a chunk of products per transaction, and undone if a product changes under it.
 */
export function createCatalogueIoService(deps: CatalogueIoDeps) {
  // One import at a time per instance: each holds a file's worth of ids in memory while it runs.
  const imports = createConcurrencyLimit({
    atOnce: 1,
    queue: {
      maxWaiting: 0,
      refuse: () =>
        new ServiceUnavailableError(
          'Another catalogue import is running: try again when it has finished',
          30,
        ),
    },
  });

  async function importFile(folder: ImportFolder, dryRun: boolean, actor: AuditActor) {
    const check = await checkFile(folder.file, deps.db, deps.images);
    const report: ImportReport = { message: '', dryRun, applied: false, ...check };
    if (check.errorCount > 0) {
      return {
        status: 400,
        report: {
          ...report,
          message: `The file has ${plural(check.errorCount, 'problem')}: nothing was imported`,
        },
      };
    }
    const plan = `${plural(check.created, 'new product')}, ${plural(check.updated, 'changed product')}, ${plural(check.unchanged, 'unchanged product')}`;
    if (dryRun) return { status: 200, report: { ...report, message: `The file is valid: ${plan}` } };

    const applyDeps = { ...deps, actor };
    try {
      const applied = await applyFile(folder.file, folder.undoFile, applyDeps);
      if (applied.created + applied.updated > 0) {
        await transaction(deps.db, (tx) =>
          recordAudit(tx, {
            actor,
            kind: 'product.import',
            target: randomUUID(),
            before: null,
            after: { rows: check.rows, ...applied, skipped: check.skipped },
          }),
        );
      }
      const done = `${plural(applied.created, 'new product')}, ${plural(applied.updated, 'changed product')}, ${plural(applied.unchanged, 'unchanged product')}`;
      return { status: 200, report: { ...report, ...applied, applied: true, message: `Imported: ${done}` } };
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) {
        await undoImport(folder.undoFile, applyDeps);
        throw error;
      }
      const { kept } = await undoImport(folder.undoFile, applyDeps);
      const keptNote =
        kept > 0 ? ` (${plural(kept, 'product')} changed again meanwhile and kept the import's values)` : '';
      throw new ConflictError(
        `A product (row ${error.row}) changed while the import ran, so the import was undone${keptNote}. Export the catalogue again and import your changes.`,
      );
    }
  }

  return {
    exportCsv: () => exportCatalogue(deps.db),
    importCsv: (folder: ImportFolder, dryRun: boolean, actor: AuditActor) =>
      imports.run(() => importFile(folder, dryRun, actor)),
  };
}

export type CatalogueIoService = ReturnType<typeof createCatalogueIoService>;
