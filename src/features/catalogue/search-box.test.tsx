import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

async function search(text: string) {
  const user = userEvent.setup();
  const { router } = renderApp('/product/elsewhere');
  // The field is a combobox since it offers suggestions; submitting works as before.
  const box = await screen.findByRole('combobox', { name: 'Search Products' });
  if (text) await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return router;
}

// The field becomes a combobox once its lazily loaded code arrives; importing it here first keeps
// the first test from waiting on the module's first transform on a busy machine.
beforeAll(() => import('./search-suggestions.tsx'));

describe('SearchBox', () => {
  it('when a keyword is submitted, then it is trimmed and opens /search/{keyword}', async () => {
    const router = await search('  sony headphones  ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/sony headphones'));
    expect(await screen.findByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  });

  it('when only spaces are submitted, then it goes home', async () => {
    const router = await search('   ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when nothing is typed, then it goes home', async () => {
    const router = await search('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when a new word is typed while the last search is still loading, then its results do not overwrite it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/products', async ({ request }) => {
        // Held, then left to the default handler (a resolver that returns nothing falls through).
        if (new URL(request.url).searchParams.get('keyword') === 'gadget') await held;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/product/elsewhere');
    const box = await screen.findByRole('combobox', { name: 'Search Products' });
    await user.type(box, 'gadget');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.clear(box);
    await user.type(box, 'sony');
    release();
    expect(await screen.findByText('Results for “gadget”')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search Products' })).toHaveValue('sony');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/sony'));
  });

  it('when Back returns to an earlier search, then the field shows that search again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/product/elsewhere');
    const box = await screen.findByRole('combobox', { name: 'Search Products' });
    await user.type(box, 'gadget');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Results for “gadget”');
    await user.clear(box);
    await user.type(box, 'sony');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Results for “sony”');
    router.history.back();
    await screen.findByText('Results for “gadget”');
    expect(screen.getByRole('combobox', { name: 'Search Products' })).toHaveValue('gadget');
  });

  describe('while the page is still loading', () => {
    afterEach(() => {
      // Unmounted first: unmounting cancels the idle task through the stubs.
      cleanup();
      vi.restoreAllMocks();
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    });

    it('when the load event has not come, then the suggestions wait for it and then for idle time', async () => {
      const idleTasks: (() => void)[] = [];
      const requestIdle = vi.fn((task: () => void) => idleTasks.push(task));
      Object.assign(window, { requestIdleCallback: requestIdle, cancelIdleCallback: vi.fn() });
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      renderApp('/product/elsewhere');
      expect(await screen.findByRole('searchbox', { name: 'Search Products' })).toBeInTheDocument();
      expect(requestIdle).not.toHaveBeenCalled();

      readyState.mockReturnValue('complete');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(requestIdle).toHaveBeenCalledTimes(1);
      act(() => idleTasks.forEach((task) => task()));
      expect(await screen.findByRole('combobox', { name: 'Search Products' })).toBeInTheDocument();
    });
  });
});
