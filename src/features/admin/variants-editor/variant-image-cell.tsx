import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../../../contract/product-rules.ts';
import { smallImagePath } from '../../../contract/images.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { uploadImage } from '../uploads-api.ts';
import { localUploadProblem } from '../upload-checks.ts';

/**
 * A variant's own image, in its table cell: a file picker that uploads through the same upload API
 * as the product's image, a thumbnail, and Remove. Without one the variant shows the product's.
 */
export function VariantImageCell({
  label,
  value,
  onChange,
  onUploadingChange,
}: {
  label: string;
  value: string | null;
  onChange: (image: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const local = localUploadProblem(file);
    if (local) {
      setProblem(local);
      input.value = '';
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setProblem('');
    setBusy(true);
    onUploadingChange(true);
    try {
      const { image } = await uploadImage(file, { signal: current.signal });
      onChange(image);
    } catch (failure) {
      if (!current.signal.aborted) setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
      onUploadingChange(false);
      input.value = '';
    }
  }

  return (
    <div className="flex min-w-40 flex-col gap-1">
      {value && smallImagePath(value) !== undefined && (
        <img src={value} alt={label} width={64} height={48} className="h-12 w-16 rounded object-cover" />
      )}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        disabled={busy}
        onChange={(event) => void upload(event)}
        className="w-40 text-xs file:mr-2 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-200 file:px-2"
      />
      {busy && <span className="text-xs text-slate-600">Uploading…</span>}
      {value && (
        <button type="button" onClick={() => onChange(null)} className="min-h-11 text-left text-sm underline">
          Remove image <span className="sr-only">of {label.replace(/^Image for /, '')}</span>
        </button>
      )}
      {problem && (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
