import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { canonicalId } from '../../contract/ids.ts';

export interface TokenClaims {
  /** The user's id. */
  userId: string;
  /** The user's token version when the token was made; a password change bumps it. */
  version: number;
}

/** A verified token: whose it is, and which one, so that Logout can end this one alone. */
export interface VerifiedToken extends TokenClaims {
  /** The token's own id (`jti`), a UUID given when it was signed. */
  id: string;
  /** When it stops working by itself; a revocation need not be kept any longer. */
  expiresAt: Date;
}

const ALGORITHM = 'HS256';

/** HS256 tokens with the algorithm pinned on verification: `alg: none` or RS/HS confusion fail. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    /**
     * The claims of a valid token, or undefined for anything forged, expired or malformed. A token
     * without an id was made before tokens could be revoked one by one: it is refused, since its
     * Logout could not be recorded (docs/accounts.md).
     */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const version = payload.ver;
        // A subject or id that is not a UUID names nothing; it must never reach a uuid column.
        const userId = typeof payload.sub === 'string' ? canonicalId(payload.sub) : undefined;
        const id = typeof payload.jti === 'string' ? canonicalId(payload.jti) : undefined;
        if (userId === undefined || id === undefined || typeof version !== 'number' || !payload.exp) {
          return undefined;
        }
        return { userId, version, id, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
