export { ProductReviews } from './product-reviews.tsx';
export { createReview } from './reviews-api.ts';
