import { HTTPError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { Notice } from './lib/notice.ts';
import { reportCaughtError } from './router.tsx';

const info = { componentStack: '\n    at Screen' };

describe('errors caught by a screen', () => {
  it('when the API refused or a notice was shown, then nothing is logged', () => {
    const log = vi.spyOn(console, 'error');
    const refusal = new HTTPError(
      new Response('{}', { status: 404 }),
      new Request('http://shop.test/api/products/x'),
      {} as ConstructorParameters<typeof HTTPError>[2],
    );
    reportCaughtError(refusal, info);
    reportCaughtError(new Notice('Not authorized as an admin'), info);
    expect(log).not.toHaveBeenCalled();
  });

  it('when a screen failed for any other reason, then it is logged with where it happened', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = new TypeError('product.reviews is undefined');
    reportCaughtError(fault, info);
    expect(log).toHaveBeenCalledWith(fault, info.componentStack);
    log.mockClear();
  });
});
