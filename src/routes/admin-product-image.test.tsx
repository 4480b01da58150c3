import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { camera, openProductEditor as openEditor } from '../test/admin-catalogue-api.ts';
import { adminInfo, server, tokenFailed } from '../test/server.ts';

describe('admin product edit: photo upload', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'photo.png', { type: 'image/png' });

  it('when a file is chosen, then it uploads with a progress bar and the preview shows the stored image', async () => {
    const { user, saved } = await openEditor(camera());
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let received: FormDataEntryValue | null = null;
    let authorization: string | null = null;
    server.use(
      http.post('/api/upload', async ({ request }) => {
        authorization = request.headers.get('authorization');
        received = (await request.formData()).get('image');
        await released;
        return HttpResponse.json(
          {
            message: 'Image uploaded successfully',
            image: '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp',
          },
          { status: 201 },
        );
      }),
    );
    await user.upload(screen.getByLabelText('Upload Images'), png());
    expect(
      await screen.findByRole('progressbar', { name: 'Upload progress of photo.png' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    release();
    expect(await screen.findByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 1 images uploaded')).toBeInTheDocument();
    // The bytes travel as the multipart field `image` (jsdom's File is another realm's class).
    expect(received).toMatchObject({ size: 7, type: 'image/png' });
    expect(authorization).toBe(`Bearer ${adminInfo.token}`);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(saved).toEqual([
        expect.objectContaining({
          image: '/uploads/demo/canon.webp',
          images: ['/uploads/demo/canon.webp', '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp'],
        }),
      ]),
    );
  });

  it('when the server refuses the file, then its message shows beside its name', async () => {
    await openEditor(camera());
    const user = userEvent.setup();
    server.use(
      http.post('/api/upload', async () => {
        await delay(10);
        return HttpResponse.json(
          { message: 'Only JPEG, PNG or WebP images can be uploaded' },
          { status: 400 },
        );
      }),
    );
    await user.upload(screen.getByLabelText('Upload Images'), png());
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(
      await within(uploads).findByText('Only JPEG, PNG or WebP images can be uploaded'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Photo / })).toHaveLength(1);
  });

  it('when the file is over 5 MB, then it is refused before anything is sent', async () => {
    await openEditor(camera());
    const user = userEvent.setup();
    let sent = false;
    server.use(
      http.post('/api/upload', () => {
        sent = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Upload Images'), big);
    expect(screen.getByText('The image is too large: the limit is 5 MB')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('when the upload answers Not authorized, token failed, then the admin is signed out', async () => {
    const { router } = await openEditor(camera());
    const user = userEvent.setup();
    server.use(http.post('/api/upload', () => tokenFailed()));
    await user.upload(screen.getByLabelText('Upload Images'), png());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
