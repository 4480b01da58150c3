import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['shipping', '/shipping'],
    ['/profile', '/profile'],
    ['admin/user/abc-123/edit', '/admin/user/abc-123/edit'],
    ['//evil.example', '/evil.example'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/../../etc', '/'],
    ['/search/a b', '/'],
    ['/login', '/'],
    ['register', '/'],
  ])('when redirect is %j, then the path is %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });
});
