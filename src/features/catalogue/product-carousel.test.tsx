import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useEmblaCarousel from 'embla-carousel-react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';

describe('product carousel engine', () => {
  afterEach(() => {
    useEmblaCarousel.globalOptions = undefined;
  });

  it('when the engine arrives, then it is embla-carousel-react (its global options apply)', async () => {
    // Only useEmblaCarousel hands these to Embla: the plain embla-carousel ignores them.
    useEmblaCarousel.globalOptions = { startIndex: 1 };
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Top rated products' });
    // Paused at once, so only the start index can bring the second slide.
    await userEvent.click(within(carousel).getByRole('button', { name: /Pause/ }));
    await waitFor(() => expect(within(carousel).getByText('Slide 2 of 2')).toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('when Next slide is pressed, then the next slide is announced', async () => {
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Top rated products' });
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    await waitFor(async () => {
      await userEvent.click(next);
      expect(within(carousel).getByText('Slide 2 of 2')).toBeInTheDocument();
    });
  });
});
