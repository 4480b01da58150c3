import { describe, expect, it } from 'vitest';
import { textParam, wholeNumberParam } from './search-params.ts';

describe('URL query values', () => {
  it('keeps whole numbers from 1 and drops anything else', () => {
    expect([2, '3', '1'].map(wholeNumberParam)).toEqual([2, 3, 1]);
    for (const bad of [0, -1, 1.5, 'x', '', null, undefined, {}])
      expect(wholeNumberParam(bad)).toBeUndefined();
  });

  it('trims a text filter to 100 characters and drops a blank one', () => {
    expect(textParam('  jane ')).toBe('jane');
    expect(textParam('x'.repeat(150))).toHaveLength(100);
    for (const bad of ['', '   ', 42, null, undefined, ['a']]) expect(textParam(bad)).toBeUndefined();
  });
});
