import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import { IMAGE_SIZES, smallImagePath } from '../../../contract/images.ts';
import { gallerySlides, photoPosition } from './gallery-slides.ts';
import { usePageLoaded } from './use-page-loaded.ts';
import { Chevron } from '../../../components/chevron.tsx';

// Both load on demand, never with the page: Embla once the page has loaded, the zoom view on its
// first use (docs/catalogue.md#gallery, docs/performance.md).
const GalleryEngineHost = lazy(() =>
  import('./gallery-engine.tsx').then(({ GalleryEngineHost }) => ({ default: GalleryEngineHost })),
);
const ZoomView = lazy(() => import('./zoom-view.tsx').then(({ ZoomView }) => ({ default: ZoomView })));

/** Embla starts on the first photo; the gallery moves it to the chosen one once it is there. */
const ENGINE_OPTIONS: EmblaOptionsType = { loop: false };

/** The photo's place on a phone and beside the details: as the single product image always was. */
const PHOTO_CLASS = 'max-h-48 rounded-lg md:max-h-none';

const overlayButton =
  'absolute flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white disabled:opacity-40';

export interface GalleryProduct {
  name: string;
  image: string;
  images?: string[] | undefined;
}

/**
 * The product page's photos (docs/catalogue.md#gallery). One photo shows exactly as the product
 * image always did. Several make a gallery: swipe or drag (Embla), Previous and Next, thumbnails,
 * the arrow keys, a visible position, and a full-screen zoom view. A chosen variant's own photo is
 * shown. Only the first photo loads with the page; the others mount after its `load` event.
 */
export function ProductGallery({
  product,
  variantImage,
}: {
  product: GalleryProduct;
  variantImage?: string | null | undefined;
}) {
  const { slides, start } = gallerySlides(product.images ?? [product.image], variantImage);
  const [first] = slides;
  if (slides.length <= 1) {
    return (
      <ProductImage
        src={first ?? product.image}
        alt={product.name}
        eager
        sizes={IMAGE_SIZES.product}
        className={PHOTO_CLASS}
      />
    );
  }
  return <Gallery name={product.name} slides={slides} start={start} />;
}

function Gallery({ name, slides, start }: { name: string; slides: string[]; start: number }) {
  const loaded = usePageLoaded();
  const [selected, setSelected] = useState(start);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<EmblaCarouselType>();
  const [zoom, setZoom] = useState<'never' | 'open' | 'closed'>('never');
  const regionRef = useRef<HTMLElement>(null);
  const count = slides.length;

  const go = useCallback((index: number) => setSelected(Math.min(Math.max(index, 0), count - 1)), [count]);

  // A variant chosen with a photo of its own brings that photo forward (its place, or the photo in
  // the first place, changes); choosing one without leaves the shopper's photo where it is.
  const startPhoto = `${start}:${slides[start] ?? ''}`;
  const [startShown, setStartShown] = useState(startPhoto);
  if (startPhoto !== startShown) {
    setStartShown(startPhoto);
    setSelected(start);
  }

  // Embla follows the photo chosen (also one chosen before it arrived), and swipes choose one.
  useEffect(() => {
    if (engine && engine.selectedScrollSnap() !== selected) engine.scrollTo(selected);
  }, [engine, selected]);

  useEffect(() => {
    if (!engine) return;
    const onSelect = () => setSelected(engine.selectedScrollSnap());
    engine.on('select', onSelect);
    return () => void engine.off('select', onSelect);
  }, [engine]);

  // The arrow keys move between photos wherever focus is in the gallery.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(selected - 1);
      else if (event.key === 'ArrowRight') go(selected + 1);
      else return;
      event.preventDefault();
    };
    region.addEventListener('keydown', onKey);
    return () => region.removeEventListener('keydown', onKey);
  }, [go, selected]);

  const position = photoPosition(selected, count);
  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      className="relative"
    >
      <div className="relative">
        <div ref={setViewport} className="overflow-hidden rounded-lg">
          <div className="flex touch-pan-y">
            {slides.map((src, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={photoPosition(index, count)}
                aria-hidden={index === selected ? undefined : true}
                className="min-w-0 flex-[0_0_100%]"
              >
                {index === 0 || loaded ? (
                  <ProductImage
                    src={src}
                    alt={index === 0 ? name : `${name} (${photoPosition(index, count)})`}
                    eager={index === 0}
                    sizes={IMAGE_SIZES.product}
                    className={PHOTO_CLASS}
                  />
                ) : (
                  <div className={`aspect-[4/3] w-full bg-slate-100 ${PHOTO_CLASS}`} />
                )}
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          aria-label="Previous photo"
          disabled={selected === 0}
          onClick={() => go(selected - 1)}
          className={`${overlayButton} left-2 top-1/2 -translate-y-1/2`}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          aria-label="Next photo"
          disabled={selected === count - 1}
          onClick={() => go(selected + 1)}
          className={`${overlayButton} right-2 top-1/2 -translate-y-1/2`}
        >
          <Chevron direction="right" />
        </button>
        <button
          type="button"
          onClick={() => setZoom('open')}
          className={`${overlayButton} right-2 top-2 w-auto px-3 text-sm font-semibold`}
        >
          Zoom
        </button>
      </div>
      <p aria-live="polite" className="mt-2 text-center text-sm text-slate-700">
        Photo {position}
      </p>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
        {slides.map((src, index) => (
          <li key={index} className="shrink-0">
            <button
              type="button"
              aria-label={`Show photo ${photoPosition(index, count)}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go(index)}
              className="block h-12 w-16 overflow-hidden rounded-md border-2 border-transparent bg-slate-100 aria-[current=true]:border-slate-900"
            >
              {loaded && (
                <img
                  src={smallImagePath(src) ?? src}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      {loaded && viewport && (
        <Suspense fallback={null}>
          <GalleryEngineHost viewport={viewport} options={ENGINE_OPTIONS} onEngine={setEngine} />
        </Suspense>
      )}
      {zoom !== 'never' && (
        <Suspense fallback={null}>
          <ZoomView
            open={zoom === 'open'}
            onClose={() => setZoom('closed')}
            name={name}
            slides={slides}
            index={selected}
            onIndex={go}
          />
        </Suspense>
      )}
    </section>
  );
}
