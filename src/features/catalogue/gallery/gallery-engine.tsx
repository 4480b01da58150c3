import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

interface GalleryEngineHostProps {
  /** The slides' clipped viewport, already in the page. */
  viewport: HTMLElement;
  /** Options that never change: where the engine starts among others. */
  options: EmblaOptionsType;
  onEngine: (engine: EmblaCarouselType | undefined) => void;
}

/**
 * Embla on a gallery the page has already drawn: swipes on a phone, drags with a mouse. It draws
 * nothing and lives in a chunk of its own, loaded once the page has loaded (product-gallery.tsx),
 * so the first photo never waits for it.
 */
export function GalleryEngineHost({ viewport, options, onEngine }: GalleryEngineHostProps) {
  const [emblaRef, embla] = useEmblaCarousel(options);

  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    if (!embla) return;
    onEngine(embla);
    return () => onEngine(undefined);
  }, [embla, onEngine]);

  return null;
}
