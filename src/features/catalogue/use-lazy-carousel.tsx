import { lazy, Suspense, useState } from 'react';
import type { CarouselAutoplayOptions, CarouselEngine } from './carousel-engine.tsx';

const CarouselEngineHost = lazy(() =>
  import('./carousel-engine.tsx').then(({ CarouselEngineHost }) => ({ default: CarouselEngineHost })),
);

/**
 * Embla (through `embla-carousel-react`) and its autoplay, loaded after the first paint instead of
 * with the home page. The slides' markup is the same with or without the engine (a row of
 * full-width slides in a clipped viewport, the first one showing), so the page neither waits for
 * the engine nor shifts when it arrives; it only starts moving. That keeps Embla's code out of the
 * home page's initial JavaScript (docs/performance.md).
 *
 * Render `engineHost` anywhere inside the carousel: it draws nothing and, once the viewport is in
 * the page (never on the server), loads the engine and hands it back as `engine`. Autoplay starts
 * stopped: the caller plays it once the engine is there, unless the shopper paused (or asked for
 * reduced motion) before it arrived. Pass options that never change.
 */
export function useLazyCarousel(autoplayOptions: CarouselAutoplayOptions) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<CarouselEngine>();

  const engineHost = viewport && (
    <Suspense fallback={null}>
      <CarouselEngineHost viewport={viewport} autoplayOptions={autoplayOptions} onEngine={setEngine} />
    </Suspense>
  );

  return { viewportRef: setViewport, engine, engineHost };
}
