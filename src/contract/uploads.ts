import { Type, type Static } from 'typebox';

/** POST /api/upload answers with the stored image's path, ready for a product's `image`. */
export const UploadResponse = Type.Object({
  message: Type.String(),
  image: Type.String(),
});
export type UploadResponse = Static<typeof UploadResponse>;
