import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { camera, openProductEditor } from '../../test/admin-catalogue-api.ts';
import { server } from '../../test/server.ts';

const file = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
/** A file the fake server refuses: it tells them by size (file names do not survive jsdom's FormData). */
const refused = (name: string) => new File([new Uint8Array(7)], name, { type: 'image/png' });
const stored = (n: number) => `/uploads/0f0e0d0c-0000-4000-8000-00000000000${n}.webp`;

/** Answers each upload with the next stored path, refusing `refused` files. */
function serveUploads() {
  let count = 0;
  server.use(
    http.post('/api/upload', async ({ request }) => {
      const sent = (await request.formData()).get('image');
      if (typeof sent !== 'string' && sent?.size === 7)
        return HttpResponse.json(
          { message: 'Only JPEG, PNG or WebP images can be uploaded' },
          { status: 400 },
        );
      count += 1;
      return HttpResponse.json(
        { message: 'Image uploaded successfully', image: stored(count) },
        { status: 201 },
      );
    }),
  );
}

const photoSources = () =>
  within(screen.getByRole('group', { name: 'Photos' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('the product photos field', () => {
  it('when several files are chosen, then each uploads in turn, a refused one says why, and the others are added', async () => {
    const { user, saved } = await openProductEditor(camera());
    serveUploads();
    await user.upload(screen.getByLabelText('Upload Images'), [
      file('back.png'),
      refused('bad.png'),
      file('side.png'),
    ]);
    await waitFor(() => expect(screen.getByText('2 of 3 images uploaded')).toBeInTheDocument());
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('Only JPEG, PNG or WebP images can be uploaded')).toBeInTheDocument();
    expect(within(uploads).getAllByText('Uploaded')).toHaveLength(2);
    expect(photoSources()).toEqual(['/uploads/demo/canon.webp', stored(1), stored(2)]);
    expect(screen.getByText('Main photo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(saved).toEqual([
        expect.objectContaining({
          image: '/uploads/demo/canon.webp',
          images: ['/uploads/demo/canon.webp', stored(1), stored(2)],
        }),
      ]),
    );
  });

  it('when photos are moved and removed, then the first one becomes the main photo and is sent as image', async () => {
    const { user, saved } = await openProductEditor(
      Object.assign(camera(), { images: ['/uploads/demo/canon.webp', stored(1), stored(2)] }),
    );
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(photoSources()).toEqual(['/uploads/demo/canon.webp', stored(2), stored(1)]);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    expect(photoSources()).toEqual([stored(2), '/uploads/demo/canon.webp', stored(1)]);
    expect(screen.getByRole('img', { name: 'Photo 1 (main photo)' })).toHaveAttribute('src', stored(2));
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(photoSources()).toEqual([stored(2), stored(1)]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ image: stored(2), images: [stored(2), stored(1)] })]),
    );
  });

  it('when every photo is removed, then the save is refused before sending and the photos field says why', async () => {
    const { user, saved } = await openProductEditor(camera());
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      'Image is required: upload one',
    );
    expect(screen.getByLabelText('Upload Images')).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('when more files are chosen than there is room for, then the extra ones are refused and not sent', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => `/uploads/demo/view-${index}.webp`);
    const { user } = await openProductEditor(Object.assign(camera(), { images: nine }));
    serveUploads();
    await user.upload(screen.getByLabelText('Upload Images'), [file('one.png'), file('two.png')]);
    await waitFor(() => expect(screen.getByText('1 of 2 images uploaded')).toBeInTheDocument());
    expect(screen.getByText('No room: a product has at most 10 photos')).toBeInTheDocument();
    expect(photoSources()).toHaveLength(10);
    expect(screen.getByLabelText('Upload Images')).toBeDisabled();
  });
});
