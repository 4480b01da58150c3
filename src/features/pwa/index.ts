// The installable, offline shop (docs/findability.md#installable-and-offline). The service worker
// itself (sw.ts) is built apart by vite-plugin-pwa and imported by nothing.
export { startInstallableShop } from './start.ts';
