import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect } from 'react';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../../../contract/images.ts';
import { photoPosition } from './gallery-slides.ts';
import { MAX_ZOOM, MIN_ZOOM, useZoom } from './use-zoom.ts';

const control =
  'min-h-11 min-w-11 rounded-md bg-white/90 px-3 font-semibold text-slate-900 hover:bg-white disabled:opacity-40';

/**
 * The gallery's full-screen view (docs/catalogue.md#gallery), loaded on its first use: the
 * photo's full-size file, zoomed by pinching, double tapping, the wheel or the buttons, and moved by
 * dragging. Escape or Close shuts it, and focus goes back to the button that opened it.
 */
export function ZoomView({
  open,
  onClose,
  name,
  slides,
  index,
  onIndex,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  slides: string[];
  index: number;
  onIndex: (index: number) => void;
}) {
  const { zoom, zoomIn, zoomOut, reset, handlers } = useZoom();
  const src = slides[index] ?? slides[0] ?? '';
  // Each photo, and each opening, starts whole.
  useEffect(reset, [index, open]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/95" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white">
        <div className="flex items-center gap-2 p-3">
          <DialogTitle className="flex-1 truncate font-semibold">
            {name}: photo {photoPosition(index, slides.length)}
          </DialogTitle>
          <button type="button" className={control} onClick={zoomOut} disabled={zoom.scale <= MIN_ZOOM}>
            Zoom out
          </button>
          <button type="button" className={control} onClick={zoomIn} disabled={zoom.scale >= MAX_ZOOM}>
            Zoom in
          </button>
          <button type="button" className={control} onClick={onClose}>
            Close
          </button>
        </div>
        <div className="relative flex-1 touch-none overflow-hidden select-none" {...handlers}>
          <img
            src={src}
            alt={`${name} (${photoPosition(index, slides.length)})`}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            draggable={false}
            style={{ transform: `translate(${zoom.offset.x}px, ${zoom.offset.y}px) scale(${zoom.scale})` }}
            className="absolute inset-0 m-auto max-h-full max-w-full object-contain"
          />
        </div>
        <div className="flex justify-center gap-3 p-3">
          <button type="button" className={control} onClick={() => onIndex(index - 1)} disabled={index === 0}>
            Previous photo
          </button>
          <button
            type="button"
            className={control}
            onClick={() => onIndex(index + 1)}
            disabled={index === slides.length - 1}
          >
            Next photo
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
