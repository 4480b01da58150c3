/** What other modules use of auth/ (docs/architecture.md); everything else here is its own. */
export {
  createAuthHooks,
  currentToken,
  currentUser,
  type AuthHooks,
  type AuthUser,
  type SignedInToken,
} from './guard.ts';
export { rateLimitPruningJob } from './rate-limit-pruning.ts';
export {
  bucketKey,
  createRateLimiter,
  keyedBucketKey,
  type Counter,
  type RateLimiter,
} from './rate-limiter.ts';
export { ADMIN_ROUTE_PERMISSIONS, routePermission } from './permissions.ts';
export { revokeToken } from './revocations.ts';
export { resolveJwtSecret } from './secret.ts';
export { createTokenService, type TokenService } from './tokens.ts';
