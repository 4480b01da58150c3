import type { Cart, CartBody } from '../../contract/cart.ts';
import { isUuid } from '../../contract/ids.ts';
import { MAX_LINE_QUANTITY } from '../../contract/limits.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, isForeignKeyViolation, transaction, lockUser } from '../db/index.ts';
import { ConflictError, TokenFailedError, ValidationError } from '../errors.ts';
import { findVariantsById, findVariantsOf, variantLabel, type VariantRecord } from '../catalogue/index.ts';
import * as repo from './repo.ts';

/** A line may hold at most what is in stock, and never more than an order line may. */
function allowedQty(qty: number, countInStock: number): number {
  return Math.min(qty, countInStock, MAX_LINE_QUANTITY);
}

function firstRepeated(ids: readonly string[]): string | undefined {
  return ids.find((id, index) => ids.indexOf(id) !== index);
}

/** A line's item: the product, and the variant for one that has variants. */
const itemKey = (line: CartBody['cartItems'][number]) =>
  line.variant === undefined ? line.product.toLowerCase() : `${line.product}:${line.variant}`.toLowerCase();

/**
 * Which variant a line keeps: none for a product without variants, one of its own for a product
 * with them (400 naming `variant` otherwise). A variant id that names no variant at all (deleted
 * since the cart was made) leaves the line out, as a deleted product's is.
 */
function keptVariant(
  line: CartBody['cartItems'][number],
  variants: readonly VariantRecord[],
): { keep: boolean; variant?: VariantRecord } {
  const productId = line.product.toLowerCase();
  const own = variants.filter((variant) => variant.productId === productId);
  if (line.variant === undefined) {
    if (own.length > 0) throw new ValidationError(`variant: choose which of product ${productId} to keep`);
    return { keep: true };
  }
  const variantId = line.variant.toLowerCase();
  const variant = own.find((candidate) => candidate.id === variantId);
  if (variant) return { keep: true, variant };
  if (!isUuid(variantId) || variants.some((other) => other.id === variantId) || own.length === 0) {
    throw new ValidationError(`variant: ${line.variant} is not a variant of product ${productId}`);
  }
  return { keep: false };
}

/**
 * The signed-in customer's cart, kept on the server so it follows them to another browser. The
 * owner always comes from the token. What is returned is checked against the catalogue as it is
 * now: the storefront restores it as it comes (docs/wishlist-and-cart.md).
 */
export function createCartService(db: Db) {
  async function get(user: AuthUser): Promise<Cart> {
    const lines = await repo.readBuyableLines(db, user.id);
    return {
      cartItems: lines.map((line) => ({
        product: line.productId,
        name: line.name,
        image: line.image,
        price: toDollars(line.priceCents),
        countInStock: line.countInStock,
        qty: allowedQty(line.qty, line.countInStock),
        ...(line.variantId === null
          ? {}
          : {
              variant: line.variantId,
              sku: line.sku ?? '',
              variantLabel: variantLabel({ optionValues: line.optionValues ?? [] }),
            }),
      })),
    };
  }

  return {
    get,

    /**
     * Replaces the whole cart. The same product twice is refused (one line per product, as the
     * cart rule keeps it); lines of products that are gone, hidden or sold out are not kept, since
     * a cart restored from them could not be bought; quantities are cut to the stock.
     */
    async replace(user: AuthUser, body: CartBody): Promise<Cart> {
      const repeated = firstRepeated(body.cartItems.map(itemKey));
      if (repeated !== undefined) throw new ValidationError(`cartItems lists product ${repeated} twice`);
      const named = body.cartItems.filter((line) => isUuid(line.product));
      try {
        await transaction(db, async (tx) => {
          // The owner's row first, so two saves of one cart run one after the other; NO KEY
          // UPDATE leaves the lines' foreign keys free to be checked.
          if (!(await lockUser(tx, user.id, 'no key update'))) throw new TokenFailedError();
          const stock = await repo.lockBuyable(
            tx,
            named.map((line) => line.product),
          );
          const { variants: own } = await findVariantsOf(tx, [...stock.keys()]);
          const chosen = named.flatMap((line) =>
            line.variant && isUuid(line.variant) ? [line.variant] : [],
          );
          const variants = [...own, ...(await findVariantsById(tx, chosen))];
          const kept = named.flatMap((line) => {
            const productStock = stock.get(line.product);
            if (productStock === undefined) return [];
            const { keep, variant } = keptVariant(line, variants);
            const countInStock = variant ? variant.countInStock : productStock;
            if (!keep || countInStock === 0) return [];
            const variantId = variant?.id ?? null;
            return [{ productId: line.product, variantId, qty: allowedQty(line.qty, countInStock) }];
          });
          await repo.replaceLines(tx, user.id, kept);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new ConflictError('A product in the cart was just removed');
        throw error;
      }
      return get(user);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
