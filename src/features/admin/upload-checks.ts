import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../contract/product-rules.ts';

const MEGABYTE = 1024 * 1024;

/** Refuses what the server would refuse anyway, before the bytes travel. */
export function localUploadProblem(file: File): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) {
    return `The image is too large: the limit is ${MAX_UPLOAD_BYTES / MEGABYTE} MB`;
  }
  if (file.type && !ACCEPTED_IMAGE_TYPES.split(',').includes(file.type)) {
    return 'Only JPEG, PNG or WebP images can be uploaded';
  }
  return undefined;
}
