import { CATALOGUE_COLUMNS } from '../../contract/catalogue-io.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { Db } from '../db/index.ts';
import { csvLine } from './csv-cells.ts';
import * as repo from './repo.ts';

/** Products read per page while the file streams out: memory stays flat however large the shop. */
const PAGE = 500;

const dollars = (cents: number) => toDollars(cents).toFixed(2);

/** What a variant row shows of its combination, for people: `Storage: 256 GB / Colour: Black`. */
function optionsLabel(options: readonly repo.CatalogueOption[], values: readonly string[]): string {
  return options.map((option, index) => `${option.name}: ${values[index] ?? ''}`).join(' / ');
}

/** A product's rows: one, or one per variant with the product's fields repeated on each. */
export function productLines(
  product: repo.CatalogueProduct,
  variants: readonly repo.CatalogueVariant[],
  options: readonly repo.CatalogueOption[],
): string[] {
  const fields = [
    product.id,
    product.version,
    product.isDraft ? 'yes' : '',
    product.name,
    product.brand,
    product.category,
    product.description,
    product.image,
  ];
  if (variants.length === 0) {
    return [csvLine([...fields, dollars(product.priceCents), product.countInStock, '', ''])];
  }
  return variants.map((variant) =>
    csvLine([
      ...fields,
      dollars(variant.priceCents),
      variant.countInStock,
      variant.sku,
      optionsLabel(options, variant.optionValues),
    ]),
  );
}

/**
 * Every product, drafts included, in id order, as CSV (docs/admin.md#catalogue-import-and-export).
 * Each page is read on its own: a product changed while the file streams appears as it was when
 * its page was read, with the version of that moment, so importing the file back refuses it.
 */
export async function* exportCatalogue(db: Db): AsyncGenerator<string> {
  yield csvLine(CATALOGUE_COLUMNS);
  let afterId: string | undefined;
  for (;;) {
    const page = await repo.productsAfter(db, afterId, PAGE);
    const ids = page.map((product) => product.id);
    const variants = repo.byProduct(await repo.variantsOf(db, ids));
    const options = repo.byProduct(await repo.optionsOf(db, ids));
    for (const product of page) {
      yield productLines(product, variants.get(product.id) ?? [], options.get(product.id) ?? []).join('');
    }
    if (page.length < PAGE) return;
    afterId = page.at(-1)?.id;
  }
}
