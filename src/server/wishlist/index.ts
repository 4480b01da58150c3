/** What other modules use of wishlist/ (docs/architecture.md); everything else here is its own. */
export { wishlistRoutes } from './routes.ts';
export { createWishlistService } from './service.ts';
