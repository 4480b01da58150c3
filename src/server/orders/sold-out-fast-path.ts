import { ConflictError } from '../errors.ts';
import { variantLabel } from '../catalogue/index.ts';
import { compareLines } from '../products/index.ts';
import type { ReadShelf } from './shelf-reads.ts';

/** One line of an order as placeOrder has merged it: a product, or one variant of it. */
export interface WantedLine {
  productId: string;
  variantId: string | undefined;
  qty: number;
}

/** The stock a line draws on: the product's own, or its variant's. */
export const stockKeyOf = ({ productId, variantId }: WantedLine) =>
  variantId === undefined ? productId : `${productId}:${variantId}`;

/**
 * The sold-out fast path (docs/performance/flash.md): before an order takes any lock or counts
 * against any limit, plain reads of the stock it asks for. When a line asks for more than is on
 * the shelf, the order is refused here with the same 409 the stock-taking transaction would give,
 * and nothing is written: during a rush for the last units, every shopper after the last one
 * costs the database a read or two instead of a transaction that waits for the product's row.
 *
 * Nothing is remembered between requests, so stock that comes back (a cancelled or expired
 * order, a restock, another instance's change) is seen by the very next order: the refusal is
 * what an order arriving at the moment of the read would have been given. Only a refusal is
 * decided here; anything else (an unknown product, a missing or foreign variant, a draft) falls
 * through to the full path, which has the last word on every order it lets through.
 *
 * Answers the units left per line (by `stockKeyOf`) when it could judge every line, for the
 * order's turn at the stock (stock-turns.ts); none when the full path is to judge. The reads are
 * `readShelf`'s, which orders asking at the same moment share (shelf-reads.ts).
 */
export async function refuseWhenSoldOut(
  readShelf: ReadShelf,
  lines: readonly WantedLine[],
): Promise<ReadonlyMap<string, number>> {
  const none = new Map<string, number>();
  const left = new Map<string, number>();
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const variantIds = lines.flatMap((line) => (line.variantId === undefined ? [] : [line.variantId]));
  const { products: shelf, variants } = await readShelf(productIds, variantIds);
  // The lines in the order the full path takes them, so the first problem it would name is the one.
  for (const line of [...lines].sort(compareLines)) {
    const product = shelf.find((candidate) => candidate.id === line.productId);
    if (!product) return none;
    if (line.variantId === undefined) {
      if (product.hasVariants) return none;
      if (product.countInStock < line.qty) throw soldOut(product.name, product.countInStock);
      left.set(stockKeyOf(line), product.countInStock);
      continue;
    }
    const variant = variants.find(
      (candidate) => candidate.id === line.variantId && candidate.productId === product.id,
    );
    if (!variant) return none;
    if (variant.countInStock < line.qty) {
      throw soldOut(`${product.name} (${variantLabel(variant)})`, variant.countInStock);
    }
    left.set(stockKeyOf(line), variant.countInStock);
  }
  return left;
}

/** The words the stock-taking transaction uses (place-order.ts), so both paths answer alike. */
function soldOut(label: string, left: number): ConflictError {
  return new ConflictError(
    left === 0 ? `${label} is out of stock` : `Only ${left} of ${label} left in stock`,
  );
}
