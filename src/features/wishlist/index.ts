export { useChangeWishlist, wishlistQueryOptions } from './wishlist-api.ts';
export { WishlistButton } from './wishlist-button.tsx';
