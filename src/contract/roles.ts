/**
 * Staff roles and what each may do (docs/staff.md). The server checks every admin route against
 * these permissions (src/server/auth/permissions.ts); the admin screens use the same table to show
 * only what the signed-in role may do.
 */

export const ROLES = ['owner', 'manager', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  support: 'Support',
};

export const PERMISSIONS = [
  /** The admin product list and editor, read only. */
  'catalogue.read',
  /** Create, edit and delete products, images and spec fields. */
  'catalogue.write',
  /** The admin order list, order export, an order's details and timeline. */
  'orders.read',
  /** Mark shipped, mark delivered. */
  'orders.write',
  /** Refund an order (support: up to the owner's limit). */
  'orders.refund',
  /** Review moderation: list, hide, restore, delete. */
  'reviews.moderate',
  /** Coupons and automatic promotions: create, edit, pause, delete. */
  'coupons.manage',
  /** The dashboard's figures. */
  'dashboard.read',
  /** Users and their roles. */
  'users.manage',
  /** The shop's settings: the staff settings, the mail outbox. */
  'settings.manage',
  /** The audit log of staff writes. */
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: [
    'catalogue.read',
    'catalogue.write',
    'orders.read',
    'orders.write',
    'orders.refund',
    'reviews.moderate',
    'coupons.manage',
    'dashboard.read',
  ],
  support: ['catalogue.read', 'orders.read', 'orders.write', 'orders.refund'],
};

/** Whether an account with this role (null: a customer) may do this. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

export const NOT_STAFF_MESSAGE = 'Not authorized as an admin';

/** The 403 answer when a staff role lacks a route's permission. */
export function roleRefusal(role: Role): string {
  return `Not allowed for your role (${ROLE_LABELS[role]})`;
}

/** `GET|PUT /api/admin/settings/staff`: in dollars, as every amount the API shows. */

/** The limit until the owner sets another: $500. */
export const DEFAULT_SUPPORT_REFUND_LIMIT_CENTS = 50_000;

/**
 * The role of a signed-in user as the storefront holds it. A session kept from before roles has
 * `isAdmin` and no `role`: every admin then was an owner (migration 0025); the server checks the
 * real role on every request either way.
 */
export function roleOf(user: { isAdmin: boolean; role?: Role | null } | null | undefined): Role | null {
  if (!user) return null;
  return user.role ?? (user.isAdmin ? 'owner' : null);
}
