import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressInput } from '../../contract/addresses.ts';
import { isCountryCode, regionBelongsTo } from '../../contract/countries.ts';
import { isUuid } from '../../contract/ids.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, lockUser, transaction } from '../db/index.ts';
import { NotFoundError, TokenFailedError, ValidationError } from '../errors.ts';
import * as repo from './repo.ts';

const NOT_FOUND = 'Address not found';

/** Checks what the schema cannot: a known country, and a region inside it. */
function fieldsOf(input: SavedAddressInput): repo.AddressFields {
  if (!isCountryCode(input.country)) {
    throw new ValidationError('Country must be an ISO 3166-1 country code, such as US or DE');
  }
  const region = input.region ? input.region : null;
  if (region !== null && !regionBelongsTo(region, input.country)) {
    throw new ValidationError(
      `Region must be a subdivision of ${input.country}, such as ${input.country}-01`,
    );
  }
  return {
    name: input.name,
    address: input.address,
    city: input.city,
    postalCode: input.postalCode,
    country: input.country,
    region,
    phone: input.phone ? input.phone : null,
  };
}

/**
 * Each customer's address book (docs/accounts.md#saved-addresses). The owner always comes from the
 * token; another customer's address is answered as missing. Every write holds the user's row, so
 * two writes of one customer take turns: the limit and the one default hold under races.
 */
export function createAddressService(db: Db) {
  /** Runs `write` holding the user's row; a customer deleted meanwhile is signed out. */
  function asOwner<T>(user: AuthUser, write: (tx: Db) => Promise<T>): Promise<T> {
    return transaction(db, async (tx) => {
      if (!(await lockUser(tx, user.id, 'no key update'))) throw new TokenFailedError();
      return write(tx);
    });
  }

  const list = (user: AuthUser): Promise<SavedAddress[]> => repo.list(db, user.id);

  async function found(user: AuthUser, id: string): Promise<SavedAddress> {
    const address = (await list(user)).find((saved) => saved._id === id);
    if (!address) throw new NotFoundError(NOT_FOUND);
    return address;
  }

  return {
    list,

    async create(user: AuthUser, input: SavedAddressInput): Promise<SavedAddress> {
      const fields = fieldsOf(input);
      const id = await asOwner(user, async (tx) => {
        const saved = await repo.countOf(tx, user.id);
        if (saved >= MAX_SAVED_ADDRESSES) {
          throw new ValidationError(
            `You can keep up to ${MAX_SAVED_ADDRESSES} addresses: delete one to save another`,
          );
        }
        const created = await repo.insert(tx, user.id, fields);
        if (saved === 0 || input.isDefault === true) await repo.makeDefault(tx, user.id, created);
        return created;
      });
      return found(user, id);
    },

    async update(user: AuthUser, id: string, input: SavedAddressInput): Promise<SavedAddress> {
      if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
      const fields = fieldsOf(input);
      await asOwner(user, async (tx) => {
        if (!(await repo.exists(tx, user.id, id))) throw new NotFoundError(NOT_FOUND);
        await repo.update(tx, user.id, id, fields);
        // The default can be moved to another address, never simply switched off: one must stay.
        if (input.isDefault === true) await repo.makeDefault(tx, user.id, id);
      });
      return found(user, id);
    },

    /** Deleting the default makes the oldest remaining address the default. */
    async remove(user: AuthUser, id: string): Promise<SavedAddress[]> {
      if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
      await asOwner(user, async (tx) => {
        if (!(await repo.exists(tx, user.id, id))) throw new NotFoundError(NOT_FOUND);
        const wasDefault = await repo.isDefault(tx, user.id, id);
        await repo.remove(tx, user.id, id);
        const next = wasDefault ? await repo.oldest(tx, user.id) : undefined;
        if (next) await repo.makeDefault(tx, user.id, next);
      });
      return list(user);
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
