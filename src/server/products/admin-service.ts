import { isUuid } from '../../contract/ids.ts';
import type { AdminCatalogueQuery } from '../../contract/catalogue.ts';
import type {
  AdminProduct,
  AdminProductDetails,
  AdminProductList,
  MessageBody,
  PriceHistory,
  ProductBody,
} from '../../contract/products.ts';
import {
  NEW_PRODUCT_NAME,
  priceToCents,
  productFieldErrors,
  STALE_PRODUCT_MESSAGE,
} from '../../contract/product-rules.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { type Db, isUniqueViolation, transaction } from '../db/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import type { ImageStore } from '../uploads/index.ts';
import * as adminRepo from './admin-repo.ts';
import {
  findProductVariants,
  findReviews,
  searchWords,
  toReview,
  specsOf,
  toVariantFields,
} from '../catalogue/index.ts';
import { checkGallery } from './image-rules.ts';
import { findGallery } from '../catalogue/index.ts';
import { toAdminSummary } from './present.ts';
import { checkVariants, type VariantsInput } from './variant-rules.ts';
import * as variantsRepo from './variants-repo.ts';
import { specsBeforeSave, writeSpecs } from './spec-values.ts';
import { priceHistory, pricesOf, recordPriceChanges } from './price-history.ts';

const NOT_FOUND = 'Product not found';

/** Every field the admin sends, checked with the same rules (and words) as the edit form. */
async function validProduct(body: ProductBody, images: ImageStore): Promise<adminRepo.ProductValues> {
  // With variants sent, the product's price and stock are derived from theirs, so what was sent
  // for them is neither checked nor kept (docs/catalogue.md#variants).
  const derived = (body.variants?.length ?? 0) > 0;
  const derivedFields = new Set(derived ? ['price', 'compareAtPrice', 'countInStock'] : []);
  const gallery = await checkGallery(body, images);
  const messages = Object.entries(productFieldErrors({ ...body, image: gallery.image }))
    .filter(([field]) => !derivedFields.has(field))
    .map(([, message]) => message);
  if (messages.length > 0) throw new ValidationError(messages.join('; '));
  const { image, moreImages } = gallery;
  if (!(await images.exists(image)))
    throw new ValidationError('Image must be an image uploaded to this shop');
  const priceCents = derived ? 0 : priceToCents(body.price);
  // productFieldErrors has refused every price without an exact number of cents.
  if (priceCents === undefined) throw new ValidationError('Price must have at most 2 decimal places');
  const compareAt = derived ? null : body.compareAtPrice;
  return {
    name: body.name.trim(),
    image,
    moreImages,
    brand: body.brand.trim(),
    category: body.category.trim(),
    description: body.description.trim(),
    priceCents,
    // productFieldErrors has refused every compare-at price that is not a price above `price`.
    compareAtCents:
      compareAt === undefined || compareAt === null ? compareAt : (priceToCents(compareAt) ?? null),
    countInStock: derived ? 0 : body.countInStock,
  };
}

/**
 * Catalogue administration. Reads here see drafts and bypass the public cache entirely, so
 * nothing an admin loads can ever be served to a shopper; every write clears the public cache.
 */
export function createProductAdminService(
  db: Db,
  options: { pageSize: number; cache: ReadCache; images: ImageStore; clock?: () => Date },
) {
  const { cache, images, pageSize } = options;
  const clock = options.clock ?? (() => new Date());

  /**
   * The product with its reviews, and its options and variants where it has them, or, with
   * `always`, for any published product (docs/catalogue.md#variants).
   */
  async function withReviews(
    record: adminRepo.AdminProductRecord,
    always = false,
  ): Promise<AdminProductDetails> {
    const reviews = await findReviews(db, record.id);
    const gallery = await findGallery(db, record.id);
    const product = { ...toAdminSummary(record), reviews: reviews.map(toReview), ...gallery };
    const found = await findProductVariants(db, record.id);
    const shown = found.options.length > 0 || (always && !record.isDraft);
    const withVariants = shown ? { ...product, ...toVariantFields(found) } : product;
    // Specs likewise: a product without them answers ProShop's shape (docs/catalogue.md#specs).
    const specs = await specsOf(db, record.id);
    return specs.length > 0 || (always && !record.isDraft) ? { ...withVariants, specs } : withVariants;
  }

  /** A product as the audit log keeps it: its fields, images and variants, read in `tx`. */
  async function productForAudit(tx: Db, id: string): Promise<object | null> {
    const record = await adminRepo.findAny(tx, id);
    if (!record) return null;
    const { options, variants } = await findProductVariants(tx, id);
    return { ...toAdminSummary(record), ...(await findGallery(tx, id)), options, variants };
  }

  /** Saves in `tx` and records it in the audit log there: a save that fails leaves no entry. */
  async function auditedSave(
    tx: Db,
    id: string,
    audit: { actor: AuditActor; kind: 'product.create' | 'product.update' },
    save: () => Promise<adminRepo.AdminProductRecord | undefined>,
  ) {
    await variantsRepo.lockProduct(tx, id);
    const before = audit.kind === 'product.create' ? null : await productForAudit(tx, id);
    const saved = await save();
    if (saved) await recordAudit(tx, { ...audit, target: id, before, after: await productForAudit(tx, id) });
    return saved;
  }

  /**
   * The save, in the caller's transaction: the product's row first, then its variants, then their
   * price history (price-history.ts), which every path that changes a price goes through.
   */
  async function saveIn(
    tx: Db,
    id: string,
    values: adminRepo.ProductValues,
    body: ProductBody,
    actor: AuditActor,
    input?: VariantsInput,
  ) {
    await variantsRepo.lockProduct(tx, id);
    const prices = await pricesOf(tx, id);
    const specs = await specsBeforeSave(tx, id, body);
    const existing = await variantsRepo.variantIdsOf(tx, id);
    const withVariants = input ? input.variants.length > 0 : existing.length > 0;
    // A product with variants has its price and stock derived from theirs: what was sent is ignored,
    // and its sale is its cheapest variant's, written once the variants are.
    const { priceCents, countInStock, compareAtCents, ...edited } = values;
    const kept = prices.product?.compareAtCents ?? null;
    const sale =
      compareAtCents === undefined ? (kept !== null && kept > priceCents ? kept : null) : compareAtCents;
    const written = withVariants
      ? { ...edited, compareAtCents: null }
      : { ...edited, priceCents, countInStock, compareAtCents: sale };
    const saved = await adminRepo.saveAndPublish(tx, id, written, body.version);
    if (saved) await writeSpecs(tx, id, values.category, specs);
    if (!saved) return saved;
    if (input) {
      const stranger = input.variants.findIndex((v) => v.id !== undefined && !existing.includes(v.id));
      if (stranger !== -1)
        throw new ValidationError(`variants[${stranger}]._id names no variant of this product`);
      await variantsRepo.replaceVariants(tx, id, input);
    }
    await recordPriceChanges(tx, id, prices, { actor, at: clock() });
    // Writing the variants moved the version again, and the sale's prices were written after the
    // row: answer the product as it now is, with the version the next save must send.
    return adminRepo.findAny(tx, id);
  }

  /**
   * Runs a save; a sku another product holds (a unique violation from the variants) answers 409
   * naming it, and the transaction has undone everything.
   */
  async function withSkuConflicts<T>(
    id: string | undefined,
    input: VariantsInput | undefined,
    work: () => Promise<T>,
  ) {
    try {
      return await work();
    } catch (error) {
      if (!input || !isUniqueViolation(error)) throw error;
      const skus = input.variants.map((variant) => variant.sku);
      const [taken] = await variantsRepo.skusTakenElsewhere(db, id, skus);
      throw new ConflictError(`variants: sku ${taken ?? 'sent'} is already used by another product`);
    }
  }

  return {
    // Reads: drafts included, straight from the database.

    async list(query: AdminCatalogueQuery): Promise<AdminProductList> {
      const pageNumber = query.pageNumber ?? 1;
      const { rows, total } = await adminRepo.listAll(
        db,
        { words: searchWords(query.keyword ?? ''), sort: query.sort ?? 'newest' },
        { offset: (pageNumber - 1) * pageSize, limit: pageSize },
      );
      return {
        products: rows.map(toAdminSummary),
        page: pageNumber,
        pages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async get(id: string): Promise<AdminProductDetails> {
      const record = isUuid(id) ? await adminRepo.findAny(db, id) : undefined;
      if (!record) throw new NotFoundError(NOT_FOUND);
      return withReviews(record);
    },

    /** An admin's read through the shoppers' route: a published product has the shoppers' shape. */
    async details(id: string): Promise<AdminProductDetails> {
      const record = isUuid(id) ? await adminRepo.findAny(db, id) : undefined;
      if (!record) throw new NotFoundError(NOT_FOUND);
      return withReviews(record, true);
    },

    /** Every change of the product's and its variants' prices and sales, newest first. */
    async priceHistory(id: string): Promise<PriceHistory> {
      const record = isUuid(id) ? await adminRepo.findAny(db, id) : undefined;
      if (!record) throw new NotFoundError(NOT_FOUND);
      return { changes: await priceHistory(db, id) };
    },

    // Writes: each one that shoppers could notice clears the public catalogue cache.

    /**
     * A blank draft with a placeholder name; shoppers see nothing until it is saved. The public
     * cache is unaffected.
     */
    async create(actor: AuditActor): Promise<AdminProduct> {
      const draft = await transaction(db, async (tx) => {
        const row = await adminRepo.insertDraft(tx, NEW_PRODUCT_NAME);
        await recordAudit(tx, {
          actor,
          kind: 'product.create',
          target: row.id,
          before: null,
          after: toAdminSummary(row),
        });
        return row;
      });
      return { ...toAdminSummary(draft), reviews: [] };
    },

    /**
     * Create Product with the whole product: checked first, then made and published in one
     * transaction, so a refused product leaves nothing behind (not even a draft).
     */
    async createPublished(body: ProductBody, actor: AuditActor): Promise<AdminProductDetails> {
      const values = await validProduct(body, images);
      const input = await checkVariants(body, images);
      const record = await withSkuConflicts(undefined, input, () =>
        transaction(db, async (tx) => {
          const draft = await adminRepo.insertDraft(tx, values.name);
          return auditedSave(tx, draft.id, { actor, kind: 'product.create' }, () =>
            saveIn(tx, draft.id, values, { ...body, version: undefined }, actor, input),
          );
        }),
      );
      if (!record) throw new Error('a product made in this transaction was not found');
      cache.clear();
      return withReviews(record);
    },

    /**
     * Saves the whole product and publishes it; the database adds its words to the typo-search
     * vocabulary (migration 0015).
     * With the version the edit form loaded, a product changed since (stock moved by orders,
     * another admin's save) is left as it is and the save answers 409; without one, the product
     * is saved as sent (docs/catalogue.md).
     */
    async update(id: string, body: ProductBody, actor: AuditActor): Promise<AdminProductDetails> {
      if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
      const values = await validProduct(body, images);
      const input = await checkVariants(body, images);
      const record = await withSkuConflicts(id, input, () =>
        transaction(db, (tx) =>
          auditedSave(tx, id, { actor, kind: 'product.update' }, () =>
            saveIn(tx, id, values, body, actor, input),
          ),
        ),
      );
      if (!record) {
        const exists = body.version !== undefined && (await adminRepo.findAny(db, id)) !== undefined;
        throw exists ? new ConflictError(STALE_PRODUCT_MESSAGE) : new NotFoundError(NOT_FOUND);
      }
      cache.clear();
      return withReviews(record);
    },

    /**
     * One product of the catalogue import (docs/admin.md#catalogue-import), saved in the import's
     * own transaction `tx` with the same checks, writes and audit entry as `createPublished`
     * (no `id`) and `update`, but neither their transaction nor their answer: the import clears
     * the cache once its chunk has committed. Undefined when `body.version` is no longer the
     * product's (the caller undoes its chunk); a refused field throws ValidationError.
     */
    async saveInImport(
      tx: Db,
      id: string | undefined,
      body: ProductBody,
      actor: AuditActor,
    ): Promise<adminRepo.AdminProductRecord | undefined> {
      const values = await validProduct(body, images);
      const input = await checkVariants(body, images);
      if (id !== undefined) {
        return auditedSave(tx, id, { actor, kind: 'product.update' }, () =>
          saveIn(tx, id, values, body, actor, input),
        );
      }
      const draft = await adminRepo.insertDraft(tx, values.name);
      return auditedSave(tx, draft.id, { actor, kind: 'product.create' }, () =>
        saveIn(tx, draft.id, values, { ...body, version: undefined }, actor, input),
      );
    },

    /**
     * Orders keep their own copy of the name, image and price; the image files stay for them.
     * One statement, but its cascades take the product's reviews, cart lines, wishlist items and
     * order lines in an order of PostgreSQL's: a transaction that collides there is run again.
     */
    async remove(id: string, actor: AuditActor): Promise<MessageBody> {
      const removed =
        isUuid(id) &&
        (await transaction(db, async (tx) => {
          const before = await productForAudit(tx, id);
          if (!before || !(await adminRepo.remove(tx, id))) return false;
          await recordAudit(tx, { actor, kind: 'product.delete', target: id, before, after: null });
          return true;
        }));
      if (!removed) throw new NotFoundError(NOT_FOUND);
      cache.clear();
      return { message: 'Product removed' };
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
