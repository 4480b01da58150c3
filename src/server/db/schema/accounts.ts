import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Accounts and their sessions: users, password-reset links and tokens ended by Logout. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** True for any staff role; kept in step with `role` by a trigger (migration 0025). */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** `owner`, `manager` or `support` for staff, null for a customer (docs/staff.md). */
    role: text('role').$type<'owner' | 'manager' | 'support'>(),
    /** Bumped on password change; tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** False once the customer unsubscribed from wishlist price-drop mails (docs/wishlist-and-cart.md#price-drop-mails). */
    priceDropMails: boolean('price_drop_mails').notNull().default(true),
    /** When the last price-drop mail was queued: at most one a day (the job's rate limit). */
    priceDropMailedAt: timestamp('price_drop_mailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_known', sql`${table.role} IN ('owner', 'manager', 'support')`),
    check('users_admin_is_staff', sql`${table.isAdmin} = (${table.role} IS NOT NULL)`),
    index('users_owners')
      .on(table.id)
      .where(sql`${table.role} = 'owner'`),
  ],
);

/**
 * Password-reset links: only the SHA-256 of the token is kept, so a copy of the database opens no
 * account. A link works once, until `expires_at`, only while the account's token version is the
 * one it was issued at (a password change in between ends it), and only while the account's
 * e-mail is still `sent_to`, the address it was mailed to (docs/accounts.md).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

/**
 * Tokens ended by Logout before their time (docs/accounts.md). A row is
 * needed only until the token would have expired anyway; then the periodic pruning deletes it.
 * No foreign key: a deleted user's tokens fail anyway, and Logout takes no lock on the user.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: uuid('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at').on(table.expiresAt)],
);

/**
 * The owner's settings for staff: one row (id 1), made by migration 0025. `support_refund_limit_cents`
 * is the largest order total a support account may refund (docs/staff.md).
 */
export const staffSettings = pgTable(
  'staff_settings',
  {
    id: smallint('id').primaryKey().default(1),
    supportRefundLimitCents: integer('support_refund_limit_cents').notNull().default(50_000),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('staff_settings_one_row', sql`${table.id} = 1`),
    check('staff_settings_limit_range', sql`${table.supportRefundLimitCents} BETWEEN 0 AND 100000000`),
  ],
);
