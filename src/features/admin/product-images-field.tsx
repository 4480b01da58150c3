import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { uploadImage } from './uploads-api.ts';
import { localUploadProblem } from './upload-checks.ts';
import { errorMessage } from '../../lib/error-message.ts';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_PIXELS,
  MAX_PRODUCT_IMAGES,
  MAX_UPLOAD_BYTES,
} from '../../contract/product-rules.ts';
import { ProductImage } from '../../components/product-image.tsx';

const MEGABYTE = 1024 * 1024;

interface FileUpload {
  key: number;
  name: string;
  /** 0 to 1 while on its way; undefined once done. */
  progress?: number;
  error?: string;
}

const smallButton =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** The photos, the one at `from` moved to `to`. */
function moved(images: readonly string[], from: number, to: number): string[] {
  const next = [...images];
  const [photo] = next.splice(from, 1);
  if (photo !== undefined) next.splice(to, 0, photo);
  return next;
}

/**
 * The product's photos (docs/admin.md#photos): several files chosen at once upload one after the
 * other, each with its progress and its own error; each photo moves left or right or goes; the
 * first is the main photo, the one lists, cards and the cart show. `error` is the form's problem
 * with the photos (none yet, or one the server refused).
 */
export function ProductImagesField({
  images,
  onChange,
  onUploadingChange,
  error,
}: {
  images: string[];
  onChange: Dispatch<SetStateAction<string[]>>;
  onUploadingChange: (uploading: boolean) => void;
  error: string | undefined;
}) {
  const fileId = useId();
  const hintId = `${fileId}-hint`;
  const errorId = `${fileId}-error`;
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [status, setStatus] = useState('');
  const controller = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const uploading = uploads.some((upload) => upload.progress !== undefined);
  const room = MAX_PRODUCT_IMAGES - images.length;

  // Leaving the screen cancels the uploads still on their way.
  useEffect(() => () => controller.current?.abort(), []);

  const update = (key: number, change: Partial<FileUpload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const current = new AbortController();
    controller.current = current;
    const queued = files.map((file, index) => {
      sequence.current += 1;
      const tooMany =
        index >= room ? `No room: a product has at most ${MAX_PRODUCT_IMAGES} photos` : undefined;
      return { file, key: sequence.current, name: file.name, error: tooMany ?? localUploadProblem(file) };
    });
    setUploads(queued.map(({ key, name, error }) => ({ key, name, error, progress: error ? undefined : 0 })));
    onUploadingChange(true);
    setStatus(`Uploading ${queued.filter((item) => !item.error).length} of ${files.length} images…`);
    let stored = 0;
    // One at a time: the upload route takes one file a request, and a phone's link is shared.
    for (const item of queued) {
      if (item.error) continue;
      try {
        const { image } = await uploadImage(item.file, {
          onProgress: (progress) => update(item.key, { progress }),
          signal: current.signal,
        });
        stored += 1;
        onChange((photos) => (photos.length < MAX_PRODUCT_IMAGES ? [...photos, image] : photos));
        update(item.key, { progress: undefined });
      } catch (failure) {
        if (current.signal.aborted) return;
        update(item.key, { progress: undefined, error: errorMessage(failure) });
      }
    }
    if (controller.current === current) controller.current = null;
    onUploadingChange(false);
    setStatus(`${stored} of ${files.length} images uploaded`);
  }

  const problem = error ?? undefined;
  return (
    <fieldset className="mb-4" aria-describedby={problem ? errorId : undefined}>
      <legend className="mb-1 font-medium">Photos</legend>
      <p id={hintId} className="mb-2 text-sm text-slate-600">
        The first photo is the main photo: lists, cards and the cart show it. Up to {MAX_PRODUCT_IMAGES}{' '}
        photos; JPEG, PNG or WebP, each up to {MAX_UPLOAD_BYTES / MEGABYTE} MB and{' '}
        {MAX_IMAGE_PIXELS / 1_000_000} megapixels, cropped to 4:3.
      </p>
      {images.length > 0 && (
        <ol className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image} className="rounded-md border border-slate-200 p-2">
                <ProductImage
                  src={image}
                  alt={`Photo ${number}${index === 0 ? ' (main photo)' : ''}`}
                  sizes="200px"
                  className="rounded"
                />
                <p className="mt-1 text-sm font-medium">{index === 0 ? 'Main photo' : `Photo ${number}`}</p>
                <div className="mt-1 flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0}
                    aria-label={`Move photo ${number} left`}
                    onClick={() => onChange((photos) => moved(photos, index, index - 1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === images.length - 1}
                    aria-label={`Move photo ${number} right`}
                    onClick={() => onChange((photos) => moved(photos, index, index + 1))}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Remove photo ${number}`}
                    onClick={() => onChange((photos) => photos.filter((_, at) => at !== index))}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {problem && (
        <p id={errorId} className="mb-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <label htmlFor={fileId} className="mb-1 block font-medium">
        Upload Images
      </label>
      <input
        id={fileId}
        name="image"
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES}
        onChange={(event) => void upload(event)}
        disabled={uploading || room <= 0}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : hintId}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white hover:file:bg-slate-700 disabled:opacity-60"
      />
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="mt-2 space-y-1 text-sm">
          {uploads.map((item) => (
            <li key={item.key} className="flex items-center gap-3">
              <span className="min-w-0 flex-1 truncate">{item.name}</span>
              {item.progress !== undefined ? (
                <progress
                  value={Math.round(item.progress * 100)}
                  max={100}
                  aria-label={`Upload progress of ${item.name}`}
                  className="h-2 w-32"
                />
              ) : item.error ? (
                <span className="text-red-700">{item.error}</span>
              ) : (
                <span className="text-emerald-800">Uploaded</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </fieldset>
  );
}
