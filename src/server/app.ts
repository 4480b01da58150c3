import { shop, type ShopConfig } from './config-shop.ts';
import { invoiceRoutes } from './invoices/index.ts';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { DatabaseStats, Db } from './db/index.ts';
import { registerApiDocs } from './api-docs/index.ts';
import { registerMetrics, registerMailQueueLength } from './metrics/index.ts';
import { healthRoutes } from './health/index.ts';
import {
  AccessLogController,
  registerErrorHandler,
  loggerOptions,
  type LogDestination,
  requestLoggerFactory,
  createRouteCatalogue,
  type CataloguedRoute,
  registerSecurityHeaders,
  notFoundHandler,
  registerClient,
  registerUploads,
  registerStalledRequestAnswer,
  serverTimeoutOptions,
  ajvOptions,
  keepUndeclaredHeaders,
  parseQuery,
  registerValidationGuards,
} from './http/index.ts';
import { createAuthHooks, createRateLimiter, createTokenService } from './auth/index.ts';
import { cartRoutes, createCartService } from './cart/index.ts';
import {
  createOrderDeps,
  invoiceAccess,
  orderJobs,
  type OrderJobs,
  orderRoutes,
  returnRoutes,
  paypalEventRoutes,
  stripeDeps,
  stripeRoutes,
} from './orders/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { createDemandCounter, type DemandCounter, demandRoutes } from './demand/index.ts';
import { createStaffSettingsService, staffRoutes } from './staff/index.ts';
import { paypalConfigRoutes } from './payments/index.ts';
import { createProductAdminService, productRoutes } from './products/index.ts';
import { catalogueIoRoutes, createCatalogueIoService } from './catalogue-io/index.ts';
import { createModerationService, createReviewService, reviewRoutes } from './reviews/index.ts';
import { createSpecService, specRoutes } from './specs/index.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';
import { catalogueRoutes, createCatalogueService } from './catalogue/index.ts';
import {
  createDatabaseImageStore,
  databaseUploadRoutes,
  createImageStore,
  uploadRoutes,
} from './uploads/index.ts';
import { createMailJobs, type MailJobs, mailRoutes } from './mail/index.ts';
import {
  tokenUserReader,
  userRoutes,
  createPasswordReset,
  createUserService,
  createAccountThrottles,
} from './users/index.ts';
import { createStockAlerts, stockAlertRoutes, type StockAlerts } from './stock-alerts/index.ts';
import { createPriceDrops, priceDropRoutes, type PriceDrops } from './price-drops/index.ts';
import { wishlistRoutes, createWishlistService } from './wishlist/index.ts';
import { addressRoutes, createAddressService } from './addresses/index.ts';
import { auditRoutes } from './audit/index.ts';
import { couponRoutes, createCouponService } from './coupons/index.ts';
import { createPriceSettingsService, priceSettingsRoutes } from './price-settings/index.ts';
import { createSitemapService, sitemapRoutes } from './sitemap/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** For the background jobs (background-jobs.ts) and for tests. */
    orders: OrderJobs;
    /** For main.ts's catalogue listener, which evicts it on changes made by other instances. */
    catalogueCache: ReadCache;
    /** The mail worker and low-stock check, for the background jobs and for tests. */
    mail: MailJobs;
    /** Unserved demand counted in memory, flushed by the background jobs and at close, and by tests. */
    demand: DemandCounter;
    /** "Notify me" sign-ups: the back-in-stock job runs `notifyRestocked` (background-jobs.ts). */
    stockAlerts: StockAlerts;
    /** Wishlist price-drop mails: the job runs `mailDrops` (background-jobs.ts). */
    priceDrops: PriceDrops;
    /** Every route with its schemas and who may call it, for tests that walk the whole API. */
    routeCatalogue: readonly CataloguedRoute[];
  }
}

export type AppOptions = Pick<
  AppConfig,
  | 'pageSize'
  | 'catalogueExactCountLimit'
  | 'logLevel'
  | 'dataDir'
  | 'clientDir'
  | 'tokenTtlSeconds'
  | 'trustProxy'
  | 'limits'
  | 'catalogueCacheMs'
  | 'orderHoldMinutes'
  | 'orderLimits'
  | 'payments'
  | 'timeouts'
  | 'hsts'
  | 'metricsToken'
  | 'publicUrl'
  | 'mail'
  | 'passwordResetLimits'
> & {
  jwtSecret: string;
  /** Files unless told otherwise: tests and the embedded shop keep images on disk. */
  imageStorage?: AppConfig['imageStorage'];
  logStream?: LogDestination;
  /**
   * The catalogue's lane to the same database (`Database.catalogueDb`), so browsing never queues
   * behind a rush of orders; the app's `db` when not given.
   */
  catalogueDb?: Db;
  /** The open database's pool figures for `/metrics` (main.ts passes `Database.stats`). */
  databaseStats?: () => DatabaseStats;
  /** What time the order and dashboard rules take it to be; tests fix it, the shop uses the real one. */
  clock?: () => Date;
  /** The shop's name and address on invoices; the defaults (config-shop.ts) unless given. */
  shop?: ShopConfig;
};

/** Builds the whole HTTP application around an open database. It never listens: main.ts does. */
export async function buildApp(config: AppOptions, db: Db): Promise<FastifyInstance> {
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds);
  const auth = createAuthHooks(tokens, tokenUserReader(db));
  const app = Fastify({
    ...serverTimeoutOptions(config.timeouts),
    logger: loggerOptions({ level: config.logLevel, stream: config.logStream }),
    childLoggerFactory: requestLoggerFactory,
    // One line per completed request instead of two (http/access-log.ts).
    logController: new AccessLogController(),
    // Our bodies are small JSON documents; uploads set their own limit.
    bodyLimit: 1024 * 1024,
    ajv: ajvOptions,
    schemaController: keepUndeclaredHeaders(),
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuery },
    // Only named proxies may say who the client is; otherwise X-Forwarded-For is ignored.
    trustProxy: config.trustProxy,
  });
  app.decorateRequest('user', null);
  app.decorateRequest('signedInToken', null);
  const catalogue = createRouteCatalogue(auth);
  app.addHook('onRoute', catalogue.onRoute);
  app.decorate('routeCatalogue', catalogue.routes);

  registerErrorHandler(app);
  registerValidationGuards(app);
  registerStalledRequestAnswer(app);
  registerSecurityHeaders(app, {
    paypal: config.payments.paypal !== undefined,
    stripe: config.payments.stripe !== undefined,
    hsts: config.hsts,
  });
  // Both watch routes as they are added, so they come before every route.
  await registerApiDocs(app);
  await registerMetrics(app, { token: config.metricsToken, databaseStats: config.databaseStats });

  await app.register(healthRoutes, { db });
  const catalogueCache = createReadCache({ ttlMs: config.catalogueCacheMs, maxEntries: 1000 });
  app.decorate('catalogueCache', catalogueCache);

  const limiter = createRateLimiter(db);
  const accountThrottles = createAccountThrottles(limiter, config.limits, config.jwtSecret);
  await app.register(userRoutes, {
    users: createUserService({ db, tokens, throttles: accountThrottles, publicUrl: config.publicUrl }),
    passwordReset: createPasswordReset({
      db,
      throttles: accountThrottles,
      limits: config.passwordResetLimits,
      publicUrl: config.publicUrl,
    }),
    auth,
  });

  const uploadsDir = path.join(config.dataDir, 'uploads');
  const databaseImages = config.imageStorage === 'database' ? createDatabaseImageStore(db) : undefined;
  const images = databaseImages ?? createImageStore(uploadsDir);
  const mail = createMailJobs({ ...config.mail, dataDir: config.dataDir }, { db, log: app.log });
  app.decorate('mail', mail);
  registerMailQueueLength(() => mail.pending());
  app.addHook('onClose', () => mail.close());
  await app.register(mailRoutes, { mail, auth });
  const productAdmin = createProductAdminService(db, {
    pageSize: config.pageSize,
    cache: catalogueCache,
    images,
    ...(config.clock ? { clock: config.clock } : {}),
  });
  const clock = config.clock ?? (() => new Date());
  const demand = createDemandCounter({ db, clock, log: app.log });
  app.decorate('demand', demand);
  // The app closes before the database does (main.ts), so an instance's last counts are written;
  // a database already gone loses them, and the shutdown goes on.
  app.addHook('onClose', () =>
    demand.flush().catch((error: unknown) => app.log.warn({ err: error }, 'last demand counts not written')),
  );
  await app.register(catalogueRoutes, {
    catalogue: createCatalogueService(config.catalogueDb ?? db, {
      pageSize: config.pageSize,
      exactCountLimit: config.catalogueExactCountLimit,
      cache: catalogueCache,
    }),
    readDraft: (id) => productAdmin.details(id),
    auth,
    demand,
  });
  await app.register(productRoutes, { admin: productAdmin, auth });
  await app.register(catalogueIoRoutes, {
    catalogueIo: createCatalogueIoService({ db, admin: productAdmin, cache: catalogueCache, images }),
    auth,
  });
  await app.register(specRoutes, { specs: createSpecService(db, { cache: catalogueCache }), auth });
  await app.register(reviewRoutes, {
    reviews: createReviewService(db, { cache: catalogueCache }),
    moderation: createModerationService(db, { cache: catalogueCache }),
    auth,
  });
  await app.register(uploadRoutes, { images, auth });
  await app.register(wishlistRoutes, { wishlist: createWishlistService(db), auth });
  const stockAlerts = createStockAlerts({
    db,
    limiter,
    publicUrl: config.publicUrl,
    ...(config.clock ? { clock: config.clock } : {}),
  });
  app.decorate('stockAlerts', stockAlerts);
  await app.register(stockAlertRoutes, { alerts: stockAlerts, auth });
  const priceDrops = createPriceDrops({
    db,
    publicUrl: config.publicUrl,
    linkSecret: config.jwtSecret,
    ...(config.clock ? { clock: config.clock } : {}),
  });
  app.decorate('priceDrops', priceDrops);
  await app.register(priceDropRoutes, { priceDrops });
  await app.register(addressRoutes, { addresses: createAddressService(db), auth });
  await app.register(couponRoutes, { coupons: createCouponService(db), auth });
  await app.register(auditRoutes, { db, auth });
  await app.register(cartRoutes, { cart: createCartService(db), auth });
  const sitemap = createSitemapService(db, { origin: config.publicUrl });
  await app.register(sitemapRoutes, { sitemap });

  const orders = createOrderDeps(
    {
      ...config,
      networkSecret: config.jwtSecret,
      ...(config.shop ? { withdrawalDays: config.shop.withdrawalDays } : {}),
    },
    {
      db,
      limiter,
      onStockChange: () => catalogueCache.clear(),
      log: app.log,
      ...(config.clock ? { clock: config.clock } : {}),
    },
  );
  app.decorate('orders', orderJobs(orders));
  await app.register(orderRoutes, { orders, auth });
  await app.register(returnRoutes, { orders, auth });
  await app.register(invoiceRoutes, {
    db,
    access: invoiceAccess(orders, auth),
    shop: config.shop ?? shop({}),
  });
  if (orders.paypal) await app.register(paypalEventRoutes, { orders });
  const stripeOrders = stripeDeps(orders);
  if (stripeOrders) await app.register(stripeRoutes, { orders: stripeOrders, auth });
  await app.register(paypalConfigRoutes, { clientId: config.payments.paypal?.clientId ?? '' });
  await app.register(dashboardRoutes, { dashboard: { db, clock: orders.clock }, auth });
  await app.register(demandRoutes, { demand: { db, clock }, auth });
  await app.register(staffRoutes, { settings: createStaffSettingsService(db), auth });
  await app.register(priceSettingsRoutes, { settings: createPriceSettingsService(db), auth });

  if (databaseImages) await app.register(databaseUploadRoutes, { images: databaseImages });
  else await registerUploads(app, uploadsDir);
  const sendPage = await registerClient(app, config.clientDir, config.publicUrl);
  app.setNotFoundHandler(notFoundHandler(sendPage));
  return app;
}
