import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { healthRoutes } from './health/routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { loggerOptions, type LogDestination } from './http/logging.ts';
import { createRouteCatalogue, type CataloguedRoute } from './http/route-catalogue.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { notFoundHandler, registerClient, registerUploads } from './http/static-files.ts';
import { registerStalledRequestAnswer, serverTimeoutOptions } from './http/timeouts.ts';
import { ajvOptions, parseQuery, registerValidationGuards } from './http/validation.ts';
import { createAuthHooks } from './auth/guard.ts';
import { cartRoutes } from './cart/routes.ts';
import { createCartService } from './cart/service.ts';
import { createRateLimiter } from './auth/rate-limiter.ts';
import { createTokenService } from './auth/tokens.ts';
import { createOrderDeps } from './orders/deps.ts';
import { orderJobs, type OrderJobs } from './orders/expire-orders.ts';
import { orderRoutes } from './orders/routes.ts';
import { createProductAdminService } from './products/admin-service.ts';
import { createReviewService } from './products/review-service.ts';
import { productRoutes } from './products/routes.ts';
import { createReadCache } from './read-cache.ts';
import { createProductService } from './products/service.ts';
import { createImageStore } from './uploads/image-store.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { findById as findUserById } from './users/repo.ts';
import { userRoutes } from './users/routes.ts';
import { createUserService } from './users/service.ts';
import { wishlistRoutes } from './wishlist/routes.ts';
import { createWishlistService } from './wishlist/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** For main.ts's expiry timer and for tests. */
    orders: OrderJobs;
    /** Every route with its schemas and who may call it, for tests that walk the whole API. */
    routeCatalogue: readonly CataloguedRoute[];
  }
}

export type AppOptions = Pick<
  AppConfig,
  | 'pageSize'
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
> & {
  jwtSecret: string;
  logStream?: LogDestination;
};

/** Builds the whole HTTP application around an open database. It never listens: main.ts does. */
export async function buildApp(config: AppOptions, db: Db): Promise<FastifyInstance> {
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds);
  const auth = createAuthHooks(tokens, (id) => findUserById(db, id));
  const app = Fastify({
    ...serverTimeoutOptions(config.timeouts),
    logger: loggerOptions({ level: config.logLevel, stream: config.logStream }),
    // Our bodies are small JSON documents; uploads set their own limit.
    bodyLimit: 1024 * 1024,
    ajv: ajvOptions,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuery },
    // Only named proxies may say who the client is; otherwise X-Forwarded-For is ignored.
    trustProxy: config.trustProxy,
  });
  app.decorateRequest('user', null);
  const catalogue = createRouteCatalogue(auth);
  app.addHook('onRoute', catalogue.onRoute);
  app.decorate('routeCatalogue', catalogue.routes);

  registerErrorHandler(app);
  registerValidationGuards(app);
  registerStalledRequestAnswer(app, config.timeouts);
  await registerSecurityHeaders(app, { paypal: config.payments.paypal !== undefined, hsts: config.hsts });

  await app.register(healthRoutes, { db });
  const catalogueCache = createReadCache({ ttlMs: config.catalogueCacheMs, maxEntries: 1000 });

  const limiter = createRateLimiter(db);
  await app.register(userRoutes, {
    users: createUserService({ db, tokens, limiter, limits: config.limits }),
    auth,
  });

  const images = createImageStore(path.join(config.dataDir, 'uploads'));
  await app.register(productRoutes, {
    products: createProductService(db, { pageSize: config.pageSize, cache: catalogueCache }),
    admin: createProductAdminService(db, { pageSize: config.pageSize, cache: catalogueCache, images }),
    reviews: createReviewService(db, { cache: catalogueCache }),
    auth,
  });
  await app.register(uploadRoutes, { images, auth });
  await app.register(wishlistRoutes, { wishlist: createWishlistService(db), auth });
  await app.register(cartRoutes, { cart: createCartService(db), auth });

  const orders = createOrderDeps(config, {
    db,
    limiter,
    onStockChange: () => catalogueCache.clear(),
    log: app.log,
  });
  app.decorate('orders', orderJobs(orders));
  await app.register(orderRoutes, { orders, auth });

  await registerUploads(app, path.join(config.dataDir, 'uploads'));
  const hasClient = await registerClient(app, config.clientDir);
  app.setNotFoundHandler(notFoundHandler(hasClient));
  return app;
}
