import { IMAGE_HEIGHT, IMAGE_WIDTH, imageSrcSet } from '../contract/images.ts';

/**
 * Width and height are always set, so nothing shifts while images load; stored images also offer
 * a 400-wide file that phones pick through `srcset`.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  src: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={`aspect-[4/3] h-auto w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
