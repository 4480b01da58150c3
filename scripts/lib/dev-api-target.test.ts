import { describe, expect, it } from 'vitest';
import { devApiTarget } from './dev-api-target.ts';

describe('the dev server proxy target', () => {
  it('when PORT is set, then /api goes to the API on that port', () => {
    expect(devApiTarget({ PORT: '6123' })).toBe('http://127.0.0.1:6123');
  });

  it('when PORT is unset or empty, then it goes to 5000, as npm start listens', () => {
    expect(devApiTarget({})).toBe('http://127.0.0.1:5000');
    expect(devApiTarget({ PORT: '' })).toBe('http://127.0.0.1:5000');
  });

  it('when only the old API_PORT is set, then it is ignored', () => {
    expect(devApiTarget({ API_PORT: '7000' })).toBe('http://127.0.0.1:5000');
  });
});
