import { smallImagePath } from '../contract/images.ts';

const sizes = {
  // Search suggestions and admin list rows: beside a one-line name.
  tiny: { width: 48, height: 36, className: 'w-12' },
  // Order lines: a small picture beside "2 x $9.99 = $19.98".
  small: { width: 64, height: 48, className: 'w-16' },
  // Cart and wishlist lines: the first column of their grid.
  large: { width: 96, height: 72, className: 'w-full' },
} as const;

/**
 * A product's picture at the start of a line that names it (cart, wishlist, order, suggestion or
 * list row), from the 400-wide copy. Decorative: the name beside it says what it is. `lazy` for
 * rows that may start below the screen.
 */
export function LineThumbnail({
  image,
  size,
  lazy = false,
}: {
  image: string;
  size: keyof typeof sizes;
  lazy?: boolean;
}) {
  const { width, height, className } = sizes[size];
  return (
    <img
      src={smallImagePath(image) ?? image}
      alt=""
      width={width}
      height={height}
      {...(lazy ? { loading: 'lazy' as const } : {})}
      className={`aspect-[4/3] h-auto ${className} rounded object-cover`}
    />
  );
}
