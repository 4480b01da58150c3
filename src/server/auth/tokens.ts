import { SignJWT, jwtVerify } from 'jose';
import { canonicalId } from '../../contract/ids.ts';

export interface TokenClaims {
  /** The user's id. */
  userId: string;
  /** The user's token version when the token was made; a password change bumps it. */
  version: number;
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
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    /** The claims of a valid token, or undefined for anything forged, expired or malformed. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'exp'],
        });
        const version = payload.ver;
        // A subject that is not a user id names nobody; it must never reach a uuid column.
        const userId = typeof payload.sub === 'string' ? canonicalId(payload.sub) : undefined;
        if (userId === undefined || typeof version !== 'number') return undefined;
        return { userId, version };
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
