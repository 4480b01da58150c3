import { describe, expect, it } from 'vitest';
import { pagesToLink } from './search-page-links.tsx';

describe('the page links of a staff list', () => {
  it('when a list has few pages, then every page is linked', () => {
    expect(pagesToLink(5, 3)).toEqual([1, 2, 3, 4, 5]);
  });

  it('when a list has many pages, then runs left out between the first, the neighbours and the last show as gaps', () => {
    expect(pagesToLink(400, 20)).toEqual([1, null, 18, 19, 20, 21, 22, null, 400]);
    expect(pagesToLink(400, 1)).toEqual([1, 2, 3, null, 400]);
    expect(pagesToLink(400, 399)).toEqual([1, null, 397, 398, 399, 400]);
  });

  it('when a gap would hide a single page, then that page is linked instead', () => {
    expect(pagesToLink(10, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pagesToLink(8, 4)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
