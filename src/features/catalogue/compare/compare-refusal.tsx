import { COMPARE_LIMIT, useCart, type CompareRefusal } from '../../../stores/cart.ts';

const actionClass =
  'min-h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-100';

/**
 * Why the product just tapped did not join the comparison, and what the shopper can do: remove
 * one (the bar's remove buttons are right below) or start over with the new category.
 */
export function CompareRefusalNote({ refusal }: { refusal: CompareRefusal }) {
  const startCompareWith = useCart((state) => state.startCompareWith);
  const dismiss = useCart((state) => state.dismissCompareRefusal);
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2 border-b border-slate-200 pb-2 text-sm">
      <p className="min-w-0 flex-1">
        {refusal.reason === 'full'
          ? `Compare holds up to ${COMPARE_LIMIT} products: remove one to add ${refusal.item.name}.`
          : `Compare holds one category at a time: clear it to compare ${refusal.item.category}.`}
      </p>
      {refusal.reason === 'category' && (
        <button type="button" className={actionClass} onClick={() => startCompareWith(refusal.item)}>
          Clear and compare {refusal.item.category}
        </button>
      )}
      <button type="button" className={actionClass} onClick={dismiss}>
        {refusal.reason === 'category' ? 'Keep these' : 'OK'}
      </button>
    </div>
  );
}
