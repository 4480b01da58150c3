/** The mark on a card whose product cannot be bought right now (the carousel shows none). */
export function OutOfStockBadge() {
  return (
    <span className="inline-flex w-fit rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
      Out of stock
    </span>
  );
}
