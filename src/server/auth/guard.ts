import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_TOKEN_MESSAGE } from '../../contract/errors.ts';
import { can, NOT_STAFF_MESSAGE, type Role, roleRefusal } from '../../contract/roles.ts';
import { ForbiddenError, TokenFailedError, UnauthorizedError } from '../errors.ts';
import { routePermission } from './permissions.ts';
import type { TokenService, VerifiedToken } from './tokens.ts';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** The staff role, read afresh on every request (null: a customer). */
  role: Role | null;
}

/** The token a signed-in request came with: which one, and until when it would work anyway. */
export type SignedInToken = Pick<VerifiedToken, 'id' | 'expiresAt'>;

/**
 * How the guard finds a token's user, and whether that token was revoked, in one read. The users
 * domain provides it (see app.ts), so this module depends on no domain and every domain may
 * depend on it.
 */
export type FindTokenUser = (
  userId: string,
  tokenId: string,
) => Promise<(AuthUser & { tokenVersion: number; revoked: boolean }) | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks on routes that need a signed-in user. */
    user: AuthUser | null;
    /** Set with `user`: the token that signed the request in, for Logout. */
    signedInToken: SignedInToken | null;
  }
}

const bearer = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/;

/**
 * Hooks for `onRequest`, so a caller without rights is turned away before its body is even
 * read. The user is loaded on every request, with whether this token was logged out, in the one
 * read: admin rights, deletions, password changes and Logout take effect at once.
 */
export function createAuthHooks(tokens: TokenService, findUser: FindTokenUser) {
  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer')) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
    const token = bearer.exec(header)?.[1];
    const claims = token ? await tokens.verify(token) : undefined;
    const user = claims ? await findUser(claims.userId, claims.id) : undefined;
    if (!claims || !user || user.revoked || user.tokenVersion !== claims.version) {
      throw new TokenFailedError();
    }
    request.signedInToken = { id: claims.id, expiresAt: claims.expiresAt };
    return { id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin, role: user.role };
  }

  return {
    user: async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      request.user = await authenticate(request);
    },
    /**
     * Staff only, and only a role the route table (permissions.ts) gives this route's permission
     * to. A route missing from the table is refused to every role: it fails closed.
     */
    admin: async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      const user = await authenticate(request);
      if (!user.role) throw new ForbiddenError(NOT_STAFF_MESSAGE);
      const permission = routePermission(request.method, request.routeOptions.url);
      if (!permission) {
        request.log.error(
          { route: request.routeOptions.url },
          'admin route missing from the permission table',
        );
        throw new ForbiddenError(roleRefusal(user.role));
      }
      if (!can(user.role, permission)) throw new ForbiddenError(roleRefusal(user.role));
      request.user = user;
    },
  };
}

export type AuthHooks = ReturnType<typeof createAuthHooks>;

/** The signed-in user of a route guarded by the hooks above. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
  return request.user;
}

/** The token a route guarded by the hooks above was called with. */
export function currentToken(request: FastifyRequest): SignedInToken {
  if (!request.signedInToken) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
  return request.signedInToken;
}
