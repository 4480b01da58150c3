/** What other modules use of users/ (docs/architecture.md); everything else here is its own. */
export { createPasswordReset, hashToken } from './password-reset.ts';
export { hashPassword } from './password.ts';
export { tokenUserReader } from './repo.ts';
export { userRoutes } from './routes.ts';
export { createUserService, normalizeEmail } from './service.ts';
export { createAccountThrottles } from './throttles.ts';
