import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from '../../contract/catalogue-io.ts';
import type { AuditActor } from '../audit/index.ts';
import { products } from '../db/schema.ts';
import { createProductAdminService } from '../products/index.ts';
import { createReadCache } from '../read-cache.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { uploadImage } from '../test/uploaded-image.ts';
import { createImageStore } from '../uploads/index.ts';
import { applyFile, ChangedMeanwhile, PRODUCTS_PER_CHUNK, undoImport } from './apply-file.ts';

// A product that changes after the file was checked (an order between the check and its chunk)
// stops the import, and the chunks already committed are undone (ADR 0103). The check would refuse
// a stale row first, so this calls the apply step directly, as the import does once checked.
let t: TestApp;
let image: string;
let folder: string;
let actor: AuditActor;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedIn(t.app, t.db, { isAdmin: true });
  image = await uploadImage(t.app, owner.headers);
  actor = {
    id: owner.account.id,
    name: owner.account.name,
    email: owner.account.email,
    address: '127.0.0.1',
  };
  folder = await mkdtemp(path.join(tmpdir(), 'easy-buy-import-test-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t.close();
});

const quote = (value: string) => `"${value}"`;

describe('an import that meets a product changed after its check', () => {
  it('when a later chunk finds a moved version, then it rolls back and the earlier chunks are undone', async () => {
    const lamp = await createProduct(t.db, { image, name: 'Watched Lamp', countInStock: 9 });
    const lines = [CATALOGUE_COLUMNS.join(',')];
    const row = (cells: Record<string, string>) =>
      lines.push(CATALOGUE_COLUMNS.map((column) => quote(cells[column] ?? '')).join(','));
    const product = {
      brand: 'Lumen',
      category: 'Lighting',
      description: 'A lamp.',
      image,
      countInStock: '3',
    };
    // A full first chunk of new products, then the watched lamp in the second.
    for (let index = 0; index <= PRODUCTS_PER_CHUNK; index += 1) {
      row({ ...product, name: `Undone Lamp ${index}`, price: '10.00' });
    }
    row({
      ...product,
      _id: lamp.id,
      version: String(lamp.version),
      name: 'Renamed Lamp',
      price: '19.99',
      countInStock: '9',
    });
    const file = path.join(folder, 'import.csv');
    const undoFile = path.join(folder, 'undo.jsonl');
    await writeFile(file, lines.join('\r\n'));
    await writeFile(undoFile, '');
    // An order takes stock after the check: the version moves on.
    await t.db.update(products).set({ countInStock: 8 }).where(eq(products.id, lamp.id));

    const deps = {
      db: t.db,
      admin: createProductAdminService(t.db, {
        pageSize: 8,
        cache: createReadCache({ ttlMs: 0, maxEntries: 10 }),
        images: createImageStore(path.join(t.dataDir, 'uploads')),
      }),
      cache: createReadCache({ ttlMs: 0, maxEntries: 10 }),
      actor,
    };
    await expect(applyFile(file, undoFile, deps)).rejects.toBeInstanceOf(ChangedMeanwhile);
    const committed = await t.db
      .select({ id: products.id })
      .from(products)
      .where(like(products.name, 'Undone Lamp %'));
    expect(committed.length).toBeGreaterThan(0);

    const { undone, kept } = await undoImport(undoFile, deps);
    expect({ undone, kept }).toEqual({ undone: committed.length, kept: 0 });
    expect(await t.db.select().from(products).where(like(products.name, 'Undone Lamp %'))).toEqual([]);
    const [after] = await t.db.select().from(products).where(eq(products.id, lamp.id));
    expect(after).toMatchObject({ name: 'Watched Lamp', countInStock: 8 });
  });
});
