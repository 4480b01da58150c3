import { smallImagePath } from '../contract/images.ts';

const sizes = {
  // Order lines: a small picture beside "2 x $9.99 = $19.98".
  small: { width: 64, height: 48, className: 'w-16' },
  // Cart and wishlist lines: the first column of their grid.
  large: { width: 96, height: 72, className: 'w-full' },
} as const;

/**
 * A product's picture at the start of a cart, wishlist or order line, from the 400-wide copy.
 * Decorative: the product's name beside it is the link and says what it is.
 */
export function LineThumbnail({ image, size }: { image: string; size: keyof typeof sizes }) {
  const { width, height, className } = sizes[size];
  return (
    <img
      src={smallImagePath(image) ?? image}
      alt=""
      width={width}
      height={height}
      className={`aspect-[4/3] h-auto ${className} rounded object-cover`}
    />
  );
}
