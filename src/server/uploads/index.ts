/** What other modules use of uploads/ (docs/architecture.md); everything else here is its own. */
export { createDatabaseImageStore } from './database-image-store.ts';
export { databaseUploadRoutes } from './database-serving.ts';
export { createImageStore, type ImageStore } from './image-store.ts';
export { uploadRoutes } from './routes.ts';
