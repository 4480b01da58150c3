import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listOf } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue, server } from '../test/server.ts';

describe('home screen', () => {
  it('when it opens, then it shows the spinner, then the latest products as linked cards', async () => {
    // The list is held back until the spinner has been seen, as on a slow network.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/products', async () => {
        await released;
        return HttpResponse.json(listOf(catalogue));
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect((await screen.findAllByText('Loading...')).length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Products' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(catalogue.length);
    const first = cards[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('link', { name: 'Apple iPhone 15 Pro' })).toHaveAttribute(
      'href',
      `/product/${catalogue[0]?._id ?? ''}`,
    );
    expect(within(first).getByText('3 reviews')).toBeInTheDocument();
    expect(within(first).getByText('$999.00')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Apple iPhone 15 Pro' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('-400w.webp 400w'),
    );
  });

  it('when there is no keyword, then the top-rated carousel links each slide to its product with name and price', async () => {
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Top rated products' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(within(carousel).getByRole('link', { name: /Apple iPhone 15 Pro \(\$999\.00\)/ })).toHaveAttribute(
      'href',
      `/product/${catalogue[0]?._id ?? ''}`,
    );
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: /Pause/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go Back' })).not.toBeInTheDocument();
  });

  it('when searching, then Go Back replaces the carousel and only matches are listed', async () => {
    renderApp('/search/sony');
    expect(await screen.findByRole('link', { name: 'Sony PlayStation 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Top rated products' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('when a search finds nothing, then it says so', async () => {
    renderApp('/search/zebra');
    expect(await screen.findByText('No products found for "zebra".')).toBeInTheDocument();
  });

  it('when the list fails, then the server message shows in a danger alert', async () => {
    server.use(
      http.get('/api/products', () => HttpResponse.json({ message: 'Catalogue offline' }, { status: 500 })),
    );
    renderApp('/');
    const alert = await screen.findByText('Catalogue offline');
    expect(alert.closest('[role="alert"]')).toHaveAttribute('data-variant', 'danger');
  });

  it('when a search fails, then its message shows in a danger alert with Go Back beside it', async () => {
    server.use(
      http.get('/api/products', () => HttpResponse.json({ message: 'Search is resting' }, { status: 503 })),
    );
    renderApp('/search/sony');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is resting');
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Products' })).toBeInTheDocument();
  });

  it('when the carousel fails, then its message shows in a danger alert too', async () => {
    server.use(
      http.get('/api/products/top', () => HttpResponse.json({ message: 'Top list broken' }, { status: 500 })),
    );
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Top list broken');
  });

  it('when the page address is not a page number, then the page is not found', async () => {
    server.use(http.get('/api/products', () => HttpResponse.json(listOf([]))));
    renderApp('/page/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('when the page loads, then the default title is set', async () => {
    renderApp('/');
    await screen.findAllByRole('article');
    expect(document.title).toBe('Welcome To Easy-Buy');
  });
});
