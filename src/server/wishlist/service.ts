import { isUuid } from '../../contract/ids.ts';
import type { Wishlist } from '../../contract/wishlist.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, isForeignKeyViolation, transaction, lockUser } from '../db/index.ts';
import { NotFoundError, TokenFailedError } from '../errors.ts';
import { toProductSummary } from '../catalogue/index.ts';
import * as repo from './repo.ts';

const NOT_FOUND = 'Product not found';

/** Each customer's own wishlist: the owner always comes from the token, never from the request. */
export function createWishlistService(db: Db) {
  async function list(user: AuthUser): Promise<Wishlist> {
    return { products: (await repo.listSaved(db, user.id)).map(toProductSummary) };
  }

  return {
    list,

    /** Saving is idempotent: a product already on the list stays once, where it was. */
    async save(user: AuthUser, productId: string): Promise<Wishlist> {
      if (!isUuid(productId)) throw new NotFoundError(NOT_FOUND);
      try {
        await transaction(db, async (tx) => {
          // The user's row first (docs/accounts.md): a customer deleted
          // meanwhile is signed out, as any request of theirs would be.
          if (!(await lockUser(tx, user.id, 'key share'))) throw new TokenFailedError();
          if (!(await repo.save(tx, user.id, productId))) throw new NotFoundError(NOT_FOUND);
        });
      } catch (error) {
        // With the user held, only the product can have gone between the check and the write.
        if (isForeignKeyViolation(error)) throw new NotFoundError(NOT_FOUND);
        throw error;
      }
      return list(user);
    },

    /** Removing a product that is not on the list is not an error: the list is as asked either way. */
    async remove(user: AuthUser, productId: string): Promise<Wishlist> {
      if (!isUuid(productId)) throw new NotFoundError(NOT_FOUND);
      await repo.remove(db, user.id, productId);
      return list(user);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
