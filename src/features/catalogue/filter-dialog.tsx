import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { CatalogueFilters, type FilterProps } from './catalogue-filters.tsx';

/**
 * The filters on a phone, as a sheet over the list. Loaded when first opened (the list screen
 * imports it lazily), so the home page does not carry the dialog code. Focus is trapped; Escape and
 * Show results close it; each change already applied to the list behind it.
 */
export default function FilterDialog({
  open,
  onClose,
  resultCount,
  ...filters
}: FilterProps & { open: boolean; onClose: () => void; resultCount: string }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel className="flex h-full w-full max-w-sm flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-lg font-semibold">Filters</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">Close filters</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <CatalogueFilters {...filters} />
          </div>
          <div className="border-t border-slate-200 p-4">
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 w-full rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Show results ({resultCount})
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
