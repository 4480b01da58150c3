import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadImage } from './uploads-api.ts';
import { smallImagePath } from '../../contract/images.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from '../../contract/product-rules.ts';
import { ProductImage } from '../../components/product-image.tsx';

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

/**
 * The product's image: its stored path, a file picker that uploads at once with a progress bar,
 * and a preview of the stored image exactly as shoppers will see it (cropped to 4:3).
 */
export function ImageUploadField({
  value,
  onChange,
  onUploadingChange,
  error,
}: {
  value: string;
  onChange: (image: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error: string | undefined;
}) {
  const pathId = useId();
  const fileId = useId();
  const errorId = `${pathId}-error`;
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string>();
  const [status, setStatus] = useState('');
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen cancels an upload still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = localUploadProblem(file);
    setUploadError(problem);
    if (problem) {
      input.value = '';
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    setStatus('Uploading image…');
    onUploadingChange(true);
    try {
      const { image } = await uploadImage(file, { onProgress: setProgress, signal: current.signal });
      onChange(image);
      setStatus('Image uploaded');
    } catch (failure) {
      if (current.signal.aborted) return;
      setUploadError(errorMessage(failure));
      setStatus('');
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
        onUploadingChange(false);
        input.value = '';
      }
    }
  }

  const shownError = uploadError ?? error;
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <div className="mb-4">
      <label htmlFor={pathId} className="mb-1 block font-medium">
        Image
      </label>
      <input
        id={pathId}
        name="image"
        value={value}
        onChange={(event) => {
          setUploadError(undefined);
          onChange(event.target.value);
        }}
        placeholder="Upload an image below"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600"
      />
      {shownError && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      )}
      <label htmlFor={fileId} className="mb-1 mt-3 block font-medium">
        Upload Image
      </label>
      <input
        id={fileId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        onChange={(event) => void upload(event)}
        disabled={progress !== null}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-slate-900 file:px-4 file:font-semibold file:text-white hover:file:bg-slate-700 disabled:opacity-60"
      />
      <p className="mt-1 text-sm text-slate-600">
        JPEG, PNG or WebP, up to {MAX_UPLOAD_BYTES / MEGABYTE} MB and {MAX_IMAGE_PIXELS / 1_000_000}{' '}
        megapixels. It is cropped to 4:3.
      </p>
      {progress !== null && (
        <div className="mt-2 flex items-center gap-3">
          <progress value={percent} max={100} aria-label="Upload progress" className="h-2 flex-1" />
          <span className="text-sm tabular-nums text-slate-700">{percent}%</span>
        </div>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      {smallImagePath(value) !== undefined && (
        <figure className="mt-3 max-w-xs">
          <ProductImage src={value} alt="Preview of the product image" sizes="320px" className="rounded-md" />
          <figcaption className="mt-1 text-sm text-slate-600">Preview</figcaption>
        </figure>
      )}
    </div>
  );
}
