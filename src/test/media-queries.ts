/**
 * A screen for jsdom, which has no media queries: `matchMedia` answers whether each query
 * matches by `matches`, and never changes (no listeners are kept).
 */
export function screenMatching(matches: (query: string) => boolean) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
