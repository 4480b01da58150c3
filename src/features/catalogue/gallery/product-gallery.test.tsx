import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '../../../contract/products.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { variantPhone } from '../../../test/variant-product.ts';

const photos = ['front', 'back', 'side'].map((view) => `/uploads/demo/camera-${view}.webp`);

/** A product page answered by the fake API, with the product given. */
async function openProduct(product: ProductDetails) {
  server.use(http.get('/api/products/:id', () => HttpResponse.json(product)));
  const user = userEvent.setup();
  renderApp(`/product/${product._id}`);
  await screen.findByRole('heading', { level: 1, name: product.name });
  return user;
}

const gallery = (name: string) => screen.getByRole('region', { name: `Photos of ${name}` });

describe('the product gallery', () => {
  it('when a product has several photos, then thumbnails, arrows and the keyboard move between them', async () => {
    const camera = { ...makeProduct({ name: 'Canon R50', image: photos[0] }), images: photos };
    const user = await openProduct(camera);
    const region = gallery(camera.name);
    expect(within(region).getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: camera.name })).toHaveAttribute('src', photos[0]);
    expect(within(region).getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(region).getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await user.click(within(region).getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(within(region).getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Canon R50 (3 of 3)' })).toHaveAttribute('src', photos[2]);
    expect(within(region).getByRole('button', { name: 'Next photo' })).toBeDisabled();

    await user.keyboard('{ArrowLeft}');
    expect(within(region).getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Previous photo' }));
    expect(within(region).getByText('Photo 1 of 3')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Next photo' }));
    expect(within(region).getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('when Zoom is pressed, then the full-screen view opens on that photo, zooms, and Escape returns focus', async () => {
    const camera = { ...makeProduct({ name: 'Canon R50', image: photos[0] }), images: photos };
    const user = await openProduct(camera);
    const region = gallery(camera.name);
    // The zoom view is not in the page until it is first used.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Show photo 2 of 3' }));
    const zoom = within(region).getByRole('button', { name: 'Zoom' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Canon R50: photo 2 of 3' });
    const photo = within(dialog).getByRole('img', { name: 'Canon R50 (2 of 3)' });
    expect(photo).toHaveAttribute('src', photos[1]);
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(photo.style.transform).toContain('scale(1.5)');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img', { name: 'Canon R50 (3 of 3)' }).style.transform).toContain(
      'scale(1)',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zoom).toHaveFocus();
    // The gallery follows what was looked at in the zoom view.
    expect(within(region).getByText('Photo 3 of 3')).toBeInTheDocument();
  });

  it('when a product has one photo, then it shows as before, without gallery controls', async () => {
    const product = makeProduct({ name: 'Plain Mouse' });
    const single = { ...product, images: [product.image] };
    await openProduct(single);
    expect(screen.getByRole('img', { name: 'Plain Mouse' })).toHaveAttribute('src', single.image);
    expect(screen.queryByRole('region', { name: 'Photos of Plain Mouse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Photo 1 of/)).not.toBeInTheDocument();
  });

  it('when a variant with its own photo is chosen, then the gallery shows that photo', async () => {
    const phone = { ...variantPhone, images: [variantPhone.image, ...photos.slice(1)] };
    const user = await openProduct(phone);
    const region = gallery(phone.name);
    expect(within(region).getByRole('img', { name: phone.name })).toHaveAttribute('src', phone.image);
    await user.click(within(region).getByRole('button', { name: 'Show photo 3 of 3' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Storage' })).getByRole('radio', { name: '256 GB' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Colour' })).getByRole('radio', { name: 'Hazel' }),
    );
    await waitFor(() => expect(within(region).getByText('Photo 1 of 3')).toBeInTheDocument());
    expect(within(region).getByRole('img', { name: phone.name })).toHaveAttribute(
      'src',
      '/uploads/demo/pixel-hazel.webp',
    );
  });
});
