import { describe, expect, it } from 'vitest';
import { batchShelfReads, type ShelfRows } from './shelf-reads.ts';

/** A fake shelf whose reads the test counts, answering with the ids each read asked for. */
function countedShelf() {
  const reads: { productIds: string[]; variantIds: string[] }[] = [];
  let units = 5;
  const read = (productIds: readonly string[], variantIds: readonly string[]): Promise<ShelfRows> => {
    reads.push({ productIds: [...productIds], variantIds: [...variantIds] });
    const products = productIds.map((id) => ({ id, name: id, countInStock: units, hasVariants: false }));
    return Promise.resolve({ products, variants: [] });
  };
  return { reads, read, sell: () => (units -= 1) };
}

describe('shelf reads taken together', () => {
  it('when many orders ask in the same turn, then one read answers them all, covering every product asked for', async () => {
    const { reads, read } = countedShelf();
    const readShelf = batchShelfReads(read);
    const answers = await Promise.all([
      readShelf(['lamp'], []),
      readShelf(['lamp'], []),
      readShelf(['desk'], ['desk-oak']),
    ]);
    expect(reads).toEqual([{ productIds: ['lamp', 'desk'], variantIds: ['desk-oak'] }]);
    expect(answers.map((rows) => rows.products.map((product) => product.id))).toEqual([
      ['lamp', 'desk'],
      ['lamp', 'desk'],
      ['lamp', 'desk'],
    ]);
  });

  it('when an order asks after a read was sent, then it gets a read of its own, which sees what changed since', async () => {
    const { reads, read, sell } = countedShelf();
    const readShelf = batchShelfReads(read);
    const first = await readShelf(['lamp'], []);
    sell();
    const second = await readShelf(['lamp'], []);
    expect(reads).toHaveLength(2);
    expect(first.products[0]?.countInStock).toBe(5);
    expect(second.products[0]?.countInStock).toBe(4);
  });

  it('when the orders of one moment name more products than one read may, then they are read in several reads', async () => {
    const { reads, read } = countedShelf();
    const readShelf = batchShelfReads(read, 3);
    const answers = await Promise.all([
      readShelf(['lamp', 'desk'], []),
      readShelf(['chair'], []),
      readShelf(['sofa', 'rug'], []),
      readShelf(['lamp'], []),
    ]);
    expect(reads.map((batch) => batch.productIds)).toEqual([
      ['lamp', 'desk', 'chair'],
      ['sofa', 'rug', 'lamp'],
    ]);
    expect(answers[1].products.map((product) => product.id)).toContain('chair');
    expect(answers[3].products.map((product) => product.id)).toContain('lamp');
  });

  it('when the read fails, then every order that shared it gets the failure', async () => {
    const readShelf = batchShelfReads(() => Promise.reject(new Error('database gone')));
    const results = await Promise.allSettled([readShelf(['lamp'], []), readShelf(['lamp'], [])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
