const STARS = 5;
export const DEFAULT_STAR_COLOR = '#f8e825';

type Fill = 'full' | 'half' | 'empty';

/** `{n} reviews` as the storefront rules word it, with the singular for one (`1 review`). */
export function reviewCount(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** Each star is full, half (from .5 steps) or empty. */
export function starFills(value: number): Fill[] {
  return Array.from({ length: STARS }, (_, index) => {
    const star = index + 1;
    if (value >= star) return 'full';
    if (value >= star - 0.5) return 'half';
    return 'empty';
  });
}

function Star({ fill, color, id }: { fill: Fill; color: string; id: string }) {
  const path = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" data-fill={fill}>
      {fill === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor={color} />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={path}
        fill={fill === 'full' ? color : fill === 'half' ? `url(#${id})` : 'transparent'}
        stroke="#a16207"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Five stars for a 0–5 value, with optional text beside them (e.g. '12 reviews'). */
export function Rating({
  value,
  text,
  color = DEFAULT_STAR_COLOR,
}: {
  value: number;
  text?: string;
  color?: string;
}) {
  const rounded = Math.round(value * 10) / 10;
  return (
    <div className="flex items-center gap-2">
      <span className="flex" role="img" aria-label={`Rated ${rounded} out of ${STARS}`}>
        {starFills(value).map((fill, index) => (
          <Star key={index} fill={fill} color={color} id={`half-star-${index}`} />
        ))}
      </span>
      {text && <span className="text-sm text-slate-600">{text}</span>}
    </div>
  );
}
