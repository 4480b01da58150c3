import type { FastifySchema, RouteOptions } from 'fastify';
import type { AuthHooks } from '../auth/index.ts';

/** Who may call a route: anyone, a signed-in user, or an admin. */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for every route as it is added (see createRouteCatalogue). */
    access?: RouteAccess;
  }
}

export interface CataloguedRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema: FastifySchema | undefined;
}

/**
 * Every route of the app as Fastify adds it, with its schemas and who may call it (read from its
 * auth hooks). The response headers use `access`; tests walk the whole API from this list instead
 * of a hand-kept one.
 */
export function createRouteCatalogue(auth: AuthHooks) {
  const routes: CataloguedRoute[] = [];
  return {
    routes: routes as readonly CataloguedRoute[],
    onRoute: (route: RouteOptions): void => {
      const hooks = [route.onRequest ?? []].flat();
      const access: RouteAccess = hooks.includes(auth.admin)
        ? 'admin'
        : hooks.includes(auth.user)
          ? 'user'
          : 'public';
      route.config = { ...route.config, access };
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, access, schema: route.schema });
      }
    },
  };
}
