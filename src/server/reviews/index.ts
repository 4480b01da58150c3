/** What other modules use of reviews/ (docs/architecture.md); everything else here is its own. */
export { productIdsReviewedBy, recomputeRatings } from './repo.ts';
export { createModerationService } from './moderation.ts';
export { reviewRoutes } from './routes.ts';
export { createReviewService } from './service.ts';
