import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type SearchSuggestions from './search-suggestions.tsx';
import type { Caret } from './search-suggestions.tsx';

/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the page's load event has passed and the browser is idle; returns the cancel.
 * Fetched any earlier, the suggestions' code shares a phone's slow link with the first screen's
 * images (docs/performance.md).
 */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle?.();
  };
}

export interface SuggestionsHandover {
  /** The field with suggestions, to draw in the plain field's place. */
  field: typeof SearchSuggestions;
  /** Where the caret was, when the plain field was being typed in at the handover. */
  caret?: Caret;
}

/**
 * The search field with suggestions, once its code has arrived; until then, undefined.
 *
 * The suggestions need the combobox library, too heavy for the home page's startup budget: their
 * code is fetched once the page has loaded and is idle (ADR 0036, docs/performance.md). The plain
 * field stays until that code has arrived, and then hands over in one step, in which nothing can be
 * typed: the new field shows the same text and, if the plain one was being typed in, takes the
 * focus with the caret where it was (ADR 0118). A download that fails leaves the plain field.
 */
export function useSuggestionsHandover(
  plainInput: RefObject<HTMLInputElement | null>,
): SuggestionsHandover | undefined {
  const [handover, setHandover] = useState<SuggestionsHandover>();
  useEffect(
    () =>
      // Once unmounted, the plain field's ref is empty and the state update goes nowhere.
      afterLoadWhenIdle(() => {
        import('./search-suggestions.tsx').then(
          ({ default: field }) => {
            const plain = plainInput.current;
            const caret =
              plain && document.activeElement === plain
                ? { start: plain.selectionStart, end: plain.selectionEnd }
                : undefined;
            // Drawn at once, in this task, with the caret just read: no keystroke can come between.
            flushSync(() => setHandover({ field, caret }));
          },
          () => undefined,
        );
      }),
    [plainInput],
  );
  return handover;
}
