import { useCart, type CompareItem } from '../../../stores/cart.ts';

/** Two columns side by side; the right one filled while the product is in the comparison. */
function CompareIcon({ chosen }: { chosen: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <rect x="14" y="4" width="7" height="16" rx="1.5" fill={chosen ? 'currentColor' : 'none'} />
    </svg>
  );
}

const looks = {
  // On a card: an icon below md (the compact row has no room for words), the words from md.
  card: {
    button: 'h-9 min-w-9 justify-center px-2 text-sm md:h-auto md:min-h-11 md:px-3',
    words: 'sr-only md:not-sr-only',
  },
  // On the product page, under Add To Cart: a full-width secondary button.
  page: { button: 'mt-2 min-h-11 w-full justify-center px-4 font-semibold', words: '' },
} as const;

/**
 * The Compare toggle on product cards and the product page (docs/catalogue.md#comparison). Its
 * name says whether the product is in the comparison ("Compare X" / "Comparing X"), and
 * `aria-pressed` carries the same. A refused addition is explained by the compare bar.
 */
export function CompareButton({
  product,
  look,
  className = '',
}: {
  product: CompareItem;
  look: keyof typeof looks;
  className?: string;
}) {
  const chosen = useCart((state) => state.compareItems.some((item) => item._id === product._id));
  const toggleCompare = useCart((state) => state.toggleCompare);
  const { button, words } = looks[look];
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={`${chosen ? 'Comparing' : 'Compare'} ${product.name}`}
      onClick={() => toggleCompare(product)}
      className={`relative z-10 inline-flex items-center gap-2 rounded-md border ${
        chosen
          ? 'border-slate-900 bg-slate-900 text-white hover:bg-slate-700'
          : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'
      } ${button} ${className}`}
    >
      <CompareIcon chosen={chosen} />
      <span className={words}>{chosen ? 'Comparing' : 'Compare'}</span>
    </button>
  );
}
