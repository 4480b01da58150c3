import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_DESCRIPTION, productDescription, titled } from '../contract/page-head.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue } from '../test/server.ts';

/** The tags the server writes into an indexable page's head (src/server/http/page-head-html.ts). */
function serverHead(canonical: string) {
  const tags = [
    `<link rel="canonical" href="${canonical}">`,
    '<meta name="description" content="server">',
    '<meta property="og:url" content="server">',
    '<meta property="og:title" content="server">',
    '<meta property="og:description" content="server">',
    '<meta name="twitter:title" content="server">',
    '<meta name="twitter:description" content="server">',
  ];
  document.head.insertAdjacentHTML('beforeend', tags.join(''));
  onTestFinished(() => {
    for (const tag of document.head.querySelectorAll('link, meta')) tag.remove();
  });
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('the page head after the storefront has run', () => {
  it('when a product page runs and the shopper moves to a category, then title and description follow, and after the move canonical and Open Graph too, on the server origin', async () => {
    const phone = catalogue[0];
    if (!phone) throw new Error('a product expected');
    serverHead(`https://shop.example/product/${phone._id}`);
    const { router } = renderApp(`/product/${phone._id}?variant=x&utm_source=news`);
    await screen.findByRole('heading', { level: 1, name: phone.name });
    await waitFor(() => expect(document.title).toBe(titled(phone.name)));
    expect(content('meta[name="description"]')).toBe(productDescription(phone.description));
    // The server wrote the first page's links and Open Graph: they are left as sent.
    expect(content('meta[property="og:title"]')).toBe('server');
    expect(canonical()).toBe(`https://shop.example/product/${phone._id}`);

    await router.navigate({ to: '/', search: { category: 'Phones', sort: 'price-asc' } });
    await waitFor(() => expect(document.title).toBe(titled('Phones')));
    await waitFor(() => expect(canonical()).toBe('https://shop.example/?category=Phones'));
    expect(content('meta[property="og:url"]')).toBe('https://shop.example/?category=Phones');
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe(titled('Phones')));
    expect(content('meta[name="twitter:title"]')).toBe(titled('Phones'));
    expect(content('meta[property="og:description"]')).toBe(DEFAULT_DESCRIPTION);
    // Structured data is the server's alone.
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('when the page came without a canonical (not for search engines), then the storefront adds none', async () => {
    renderApp('/');
    await screen.findAllByRole('article');
    expect(document.title).toBe('Welcome To Easy-Buy');
    expect(canonical()).toBeUndefined();
  });
});
