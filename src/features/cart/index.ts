export { syncCartWithServer } from './cart-sync.ts';
export { AddFromAddress } from './add-from-address.tsx';
