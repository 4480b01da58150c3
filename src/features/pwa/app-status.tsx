import { useState, useSyncExternalStore } from 'react';
import { subscribeToUpdate, waitingUpdate } from './register.ts';
import { useOnline } from './use-online.ts';

/**
 * "You are offline" while the browser has no network, and "New version available" while a new
 * version of the shop waits (docs/findability.md#installable-and-offline). Both are live regions
 * that stay in the page, empty when there is nothing to say, so a screen reader hears each change.
 */
export function AppStatus() {
  const online = useOnline();
  const update = useSyncExternalStore(subscribeToUpdate, waitingUpdate);
  const [dismissed, setDismissed] = useState<(() => void) | undefined>(undefined);
  const offered = update !== undefined && update !== dismissed;

  return (
    <>
      <div role="status" aria-live="polite" aria-label="Connection">
        {!online && (
          <p className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 shadow-sm">
            <strong className="font-semibold">You are offline.</strong> Pages and products you already viewed
            are available.
          </p>
        )}
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-label="Update"
        className="fixed inset-x-2 bottom-2 mx-auto max-w-md sm:left-auto sm:right-4"
      >
        {offered && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-slate-900 p-3 text-white shadow-lg">
            <p className="flex-1 font-medium">New version available</p>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => setDismissed(() => update)}
                className="min-h-11 rounded-md px-3 font-medium text-slate-200 hover:bg-slate-700"
              >
                Not now
              </button>
              <button
                type="button"
                onClick={update}
                className="min-h-11 rounded-md bg-white px-4 font-semibold text-slate-900 hover:bg-slate-200"
              >
                Reload
              </button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
