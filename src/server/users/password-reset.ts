import { createHash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_REQUESTED,
  type PasswordResetBody,
  type PasswordResetConfirmBody,
} from '../../contract/users.ts';
import type { PasswordResetLimits } from '../config.ts';
import { type Db, transaction } from '../db/index.ts';
import { ValidationError } from '../errors.ts';
import { mailPasswordReset } from '../mail/index.ts';
import { hashPassword } from './password.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import * as resets from './password-reset-repo.ts';
import * as repo from './repo.ts';
import { normalizeEmail } from './service.ts';
import type { AccountThrottles } from './throttles.ts';

/** Only the hash is stored: the database alone cannot open an account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

class LinkRefused extends Error {}

/**
 * Forgotten passwords (docs/accounts.md): a single-use link by mail, working
 * for PASSWORD_RESET_MINUTES, that sets a new password under the registration rules and ends
 * every session of the account.
 */
export function createPasswordReset(deps: {
  db: Db;
  throttles: Pick<AccountThrottles, 'passwordReset'>;
  limits: PasswordResetLimits;
  publicUrl: string;
  clock?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async request(body: PasswordResetBody, clientAddress: string): Promise<{ message: string }> {
      const email = normalizeEmail(body.email);
      await deps.throttles.passwordReset(email, clientAddress, deps.limits);
      const user = await repo.findByEmail(db, email);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        const link = `${deps.publicUrl}/reset-password?token=${token}`;
        const expiresAt = new Date(clock().getTime() + PASSWORD_RESET_MINUTES * 60_000);
        await transaction(db, async (tx) => {
          await resets.insert(tx, {
            tokenHash: hashToken(token),
            userId: user.id,
            tokenVersion: user.tokenVersion,
            sentTo: user.email,
            expiresAt,
          });
          await mailPasswordReset(tx, user, link, PASSWORD_RESET_MINUTES);
        });
      }
      return { message: PASSWORD_RESET_REQUESTED };
    },

    async confirm(body: PasswordResetConfirmBody): Promise<{ message: string }> {
      const tokenHash = hashToken(body.token);
      const link = await resets.findByHash(db, tokenHash);
      const now = clock();
      // A link mailed to an address the account no longer has is not that account's any more.
      if (!link || link.sentTo !== link.email)
        throw new ValidationError('This password reset link is not valid. Please ask for a new one.');
      if (link.usedAt || link.currentVersion !== link.issuedAtVersion) {
        throw new ValidationError(
          'This password reset link has already been used. Please ask for a new one.',
        );
      }
      if (link.expiresAt.getTime() <= now.getTime()) {
        throw new ValidationError('This password reset link has expired. Please ask for a new one.');
      }
      assertAcceptablePassword(body.password, { email: link.email, name: link.name });
      const passwordHash = await hashPassword(body.password);
      try {
        await transaction(db, async (tx) => {
          if (!(await resets.useLink(tx, { ...link, tokenHash }, passwordHash, now))) throw new LinkRefused();
        });
      } catch (error) {
        // Used by a parallel request, or the password changed, while this one was hashing.
        if (error instanceof LinkRefused) {
          throw new ValidationError(
            'This password reset link has already been used. Please ask for a new one.',
          );
        }
        throw error;
      }
      return { message: PASSWORD_RESET_DONE };
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
