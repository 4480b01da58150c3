import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';

export interface CarouselEngine {
  embla: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * Embla and its autoplay, loaded after the first paint instead of with the home page. The slides'
 * markup is the same with or without the engine (a row of full-width slides in a clipped
 * viewport, the first one showing), so the page neither waits for the engine nor shifts when it
 * arrives; it only starts moving. That keeps about 8 KiB out of the home page's initial
 * JavaScript (docs/performance.md).
 *
 * Autoplay starts stopped: the caller plays it once the engine is there, unless the shopper
 * paused (or asked for reduced motion) before it arrived. Pass options that never change.
 */
export function useLazyCarousel(autoplayOptions: Omit<Partial<AutoplayOptionsType>, 'playOnInit'>) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<CarouselEngine>();

  useEffect(() => {
    if (!viewport) return;
    let embla: EmblaCarouselType | undefined;
    let stopped = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (stopped) return;
        const autoplay = Autoplay({ ...autoplayOptions, playOnInit: false });
        embla = EmblaCarousel(viewport, { loop: true }, [autoplay]);
        setEngine({ embla, autoplay });
      },
    );
    return () => {
      stopped = true;
      embla?.destroy();
      setEngine(undefined);
    };
  }, [viewport, autoplayOptions]);

  return { viewportRef: setViewport, engine };
}
