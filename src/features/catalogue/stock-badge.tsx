/** The mark on a card or slide whose product cannot be bought right now. */
export function OutOfStockBadge({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const colours = tone === 'dark' ? 'bg-slate-800 text-white' : 'bg-white text-slate-900';
  return (
    <span className={`inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>
      Out of stock
    </span>
  );
}
