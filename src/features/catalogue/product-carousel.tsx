import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTopProducts } from './products-api.ts';
import { IMAGE_SIZES } from '../../contract/images.ts';
import { formatListPrice } from '../../contract/money.ts';
import { Loader } from '../../components/loader.tsx';
import { Message } from '../../components/message.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { carouselProducts } from '../../contract/first-screen.ts';
import { useLazyCarousel } from './use-lazy-carousel.tsx';
import { Chevron } from '../../components/chevron.tsx';

/** The interval between slides the storefront rules fix (docs/architecture.md §4). */
export const CAROUSEL_INTERVAL_MS = 2500;

function prefersReducedMotion(): boolean {
  // The server renders the first slide too (src/render-first-screen.tsx): it has no window.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const controlClass =
  'flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';

const AUTOPLAY_OPTIONS = {
  delay: CAROUSEL_INTERVAL_MS,
  // The plugin must never restart itself: the component decides, because only it knows whether
  // the shopper pressed Pause.
  stopOnMouseEnter: false,
  stopOnInteraction: true,
  rootNode: (emblaRoot: HTMLElement) => emblaRoot.parentElement ?? emblaRoot,
};

/**
 * Top-rated products, advancing every 2500 ms. It pauses while the pointer is over it or focus
 * is inside it, has a pause button (WCAG 2.2.2), and does not move on its own for people who
 * ask for reduced motion.
 */
export function ProductCarousel() {
  const { data: top, isPending, error } = useTopProducts();
  // Best-rated first, and only what a shopper can buy now.
  const products = top && carouselProducts(top);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const { viewportRef, engine, engineHost } = useLazyCarousel(AUTOPLAY_OPTIONS);
  const embla = engine?.embla;
  const autoplay = engine?.autoplay;

  // The engine arrives after the first paint; it plays then unless the shopper already paused.
  useEffect(() => {
    if (autoplay && !paused) autoplay.play();
    // Only the engine's arrival starts it; Pause and Play act on it directly afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoplay]);

  useEffect(() => {
    if (!embla) return;
    // The engine may start elsewhere than the first slide; say where it is from the start.
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  const togglePaused = useCallback(() => {
    setPaused((wasPaused) => {
      if (wasPaused) autoplay?.play();
      else autoplay?.stop();
      return !wasPaused;
    });
  }, [autoplay]);

  // The show holds while the pointer is over it or focus is inside it, and resumes when both
  // have left, unless the shopper paused it.
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!region || !autoplay) return;
    const hold = () => autoplay.stop();
    const resumeIfFree = () => {
      if (!paused && !region.matches(':hover') && !region.contains(document.activeElement)) autoplay.play();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && region.contains(next))) queueMicrotask(resumeIfFree);
    };
    region.addEventListener('mouseenter', hold);
    region.addEventListener('focusin', hold);
    region.addEventListener('mouseleave', resumeIfFree);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('mouseenter', hold);
      region.removeEventListener('focusin', hold);
      region.removeEventListener('mouseleave', resumeIfFree);
      region.removeEventListener('focusout', onFocusOut);
    };
    // embla exists once the slides are mounted, which is when the region exists too.
  }, [autoplay, embla, paused]);

  if (isPending) return <Loader />;
  if (error) return <Message variant="danger">{error.message}</Message>;
  if (!products || products.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Top rated products"
      className="relative mb-8 overflow-hidden rounded-xl bg-slate-800"
      ref={regionRef}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {products.map((product, index) => (
            <div
              key={product._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${products.length}`}
              className="min-w-0 flex-[0_0_100%]"
            >
              <Link
                to="/product/$id"
                params={{ id: product._id }}
                className="mx-auto flex max-w-3xl flex-row items-center gap-4 px-14 py-3 text-white sm:py-6"
              >
                <span className="block w-28 shrink-0 sm:w-80">
                  <ProductImage
                    src={product.image}
                    alt={product.name}
                    eager={index === 0}
                    sizes={IMAGE_SIZES.carousel}
                    className="rounded-full"
                  />
                </span>
                {/* On a phone the slide is one short row, so the carousel takes at most half the screen. */}
                <span className="line-clamp-3 min-w-0 break-words text-base font-semibold sm:line-clamp-none sm:text-xl">
                  {product.name} ({formatListPrice(product)})
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-y-0 left-2 flex items-center">
        <button type="button" className={controlClass} onClick={() => embla?.scrollPrev()}>
          <Chevron direction="left" />
          <span className="sr-only">Previous slide</span>
        </button>
      </div>
      <div className="absolute inset-y-0 right-2 flex items-center">
        <button type="button" className={controlClass} onClick={() => embla?.scrollNext()}>
          <Chevron direction="right" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
      {engineHost}
      {/* Below the slides, not over them: on a phone a floating Pause covered the caption's price. */}
      <div data-carousel-controls className="flex justify-center pb-3">
        <button
          type="button"
          onClick={togglePaused}
          className="min-h-8 rounded-full bg-white/90 px-3 text-xs font-semibold text-slate-900"
        >
          {paused ? 'Play' : 'Pause'}
          <span className="sr-only"> slide show</span>
        </button>
        <span className="sr-only" aria-live="polite">
          {`Slide ${selected + 1} of ${products.length}`}
        </span>
      </div>
    </section>
  );
}
