import type { Permission } from '../../contract/roles.ts';

/**
 * Every admin route and the permission it needs (docs/staff.md), keyed by method and the route's
 * URL as registered (`request.routeOptions.url`). The admin guard reads only this table, so a
 * route file declares `onRequest: auth.admin` and nothing more; an admin route missing here is
 * refused to everyone (a test walks the app's routes and fails on any that is missing).
 */
export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // Users and roles: the owner only.
  'GET /api/users': 'users.manage',
  'GET /api/users/:id': 'users.manage',
  'PUT /api/users/:id': 'users.manage',
  'DELETE /api/users/:id': 'users.manage',
  // The shop's settings.
  'GET /api/admin/settings/staff': 'settings.manage',
  'PUT /api/admin/settings/staff': 'settings.manage',
  'GET /api/admin/settings/shipping': 'settings.manage',
  'PUT /api/admin/settings/shipping': 'settings.manage',
  'GET /api/admin/settings/tax': 'settings.manage',
  'PUT /api/admin/settings/tax': 'settings.manage',
  'GET /api/admin/outbox': 'settings.manage',
  // The audit log: the owner only.
  'GET /api/admin/audit': 'audit.read',
  // The catalogue.
  'GET /api/admin/products': 'catalogue.read',
  'GET /api/admin/products/:id': 'catalogue.read',
  'GET /api/admin/products/:id/price-history': 'catalogue.read',
  'GET /api/admin/products/export.csv': 'catalogue.read',
  'POST /api/admin/products/import': 'catalogue.write',
  'POST /api/products': 'catalogue.write',
  'POST /api/admin/products': 'catalogue.write',
  'PUT /api/products/:id': 'catalogue.write',
  'DELETE /api/products/:id': 'catalogue.write',
  'POST /api/upload': 'catalogue.write',
  'PUT /api/admin/categories/:category/spec-fields': 'catalogue.write',
  // Orders.
  'GET /api/orders': 'orders.read',
  'GET /api/orders/export.csv': 'orders.read',
  'PUT /api/orders/:id/ship': 'orders.write',
  'PUT /api/orders/:id/deliver': 'orders.write',
  'PUT /api/orders/:id/refund': 'orders.refund',
  'GET /api/orders/:id/timeline': 'orders.read',
  // Returns: support, managers and the owner handle them; the refund keeps the refund limit.
  'GET /api/admin/returns': 'orders.read',
  'PUT /api/admin/returns/:id': 'orders.write',
  'PUT /api/admin/returns/:id/refund': 'orders.refund',
  // Reviews.
  'GET /api/admin/reviews': 'reviews.moderate',
  'PUT /api/admin/reviews/:id': 'reviews.moderate',
  'DELETE /api/admin/reviews/:id': 'reviews.moderate',
  // Coupons and promotions.
  'GET /api/admin/coupons': 'coupons.manage',
  'POST /api/admin/coupons': 'coupons.manage',
  'PUT /api/admin/coupons/:id': 'coupons.manage',
  'DELETE /api/admin/coupons/:id': 'coupons.manage',
  // The dashboard.
  'GET /api/admin/dashboard': 'dashboard.read',
  'GET /api/admin/demand': 'dashboard.read',
};

/** The permission an admin route needs, or undefined when the table lacks it (refused). */
export function routePermission(method: string, url: string | undefined): Permission | undefined {
  if (url === undefined) return undefined;
  // Fastify answers HEAD for every GET route with the GET route's handler and hooks.
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return Object.hasOwn(ADMIN_ROUTE_PERMISSIONS, key) ? ADMIN_ROUTE_PERMISSIONS[key] : undefined;
}
