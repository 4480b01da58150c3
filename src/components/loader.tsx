/** The storefront's spinner (docs/architecture.md §4): 100px by 100px, labelled 'Loading...'. */
export function Loader() {
  return (
    <div role="status" className="flex justify-center py-8">
      <span
        aria-hidden="true"
        className="block size-[100px] animate-spin rounded-full border-8 border-slate-200 border-t-brand-700"
      />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
