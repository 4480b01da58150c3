export { syncCartWithServer } from './cart-sync.ts';
