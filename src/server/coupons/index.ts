/** What other modules use of coupons/ (docs/architecture.md); everything else here is its own. */
export { couponRoutes } from './routes.ts';
export { createCouponService, type CouponService } from './service.ts';
