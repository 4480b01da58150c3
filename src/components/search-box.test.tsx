import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';

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
});
