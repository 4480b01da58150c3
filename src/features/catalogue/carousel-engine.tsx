import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import Autoplay, { type AutoplayOptionsType, type AutoplayType } from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export interface CarouselEngine {
  embla: EmblaCarouselType;
  autoplay: AutoplayType;
}

export type CarouselAutoplayOptions = Omit<Partial<AutoplayOptionsType>, 'playOnInit'>;

const EMBLA_OPTIONS: EmblaOptionsType = { loop: true };

interface CarouselEngineHostProps {
  /** The slides' clipped viewport, already in the page. */
  viewport: HTMLElement;
  /** Options that never change. */
  autoplayOptions: CarouselAutoplayOptions;
  onEngine: (engine: CarouselEngine | undefined) => void;
}

/**
 * Embla's React hook (`useEmblaCarousel`) with the autoplay plugin, on a viewport the carousel has
 * already drawn. It draws nothing itself: it lives in a chunk of its own so the home page paints
 * before Embla's code downloads (use-lazy-carousel.tsx).
 */
export function CarouselEngineHost({ viewport, autoplayOptions, onEngine }: CarouselEngineHostProps) {
  // One plugin for the hook's whole life: a new one on each render would make Embla start over.
  const [plugins] = useState(() => [Autoplay({ ...autoplayOptions, playOnInit: false })]);
  const [emblaRef, embla] = useEmblaCarousel(EMBLA_OPTIONS, plugins);

  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay) return;
    onEngine({ embla, autoplay });
    return () => onEngine(undefined);
  }, [embla, onEngine]);

  return null;
}
