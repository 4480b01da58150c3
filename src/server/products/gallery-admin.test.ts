import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetails, ProductDetails } from '../../contract/products.ts';
import { productAdminSuite } from '../test/product-admin-suite.ts';
import { uploadImage } from '../test/uploaded-image.ts';

const suite = productAdminSuite();
const { validProduct, createDraft, save, publicDetails, stored, state } = suite;

/** Four stored photos: the suite's own image and three more uploads. */
let photos: string[] = [];
beforeAll(async () => {
  const { t, admin, image } = state();
  photos = [image, ...(await Promise.all([1, 2, 3].map(() => uploadImage(t.app, admin))))];
});

/** The four photos, once the suite has uploaded them. */
function stored4(): [string, string, string, string] {
  const [first, second, third, fourth] = photos;
  if (!first || !second || !third || !fourth) throw new Error('the photos are used before beforeAll ran');
  return [first, second, third, fourth];
}

async function productWith(images: string[]): Promise<AdminProductDetails> {
  const draft = await createDraft();
  const response = await save(draft._id, validProduct({ image: images[0], images }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductDetails>();
}

describe('product photos (images on PUT /api/products/:id and GET /api/products/:id)', () => {
  it('when an admin saves several photos, then image is the first and every answer lists them in order', async () => {
    const [first, second, third] = stored4();
    const saved = await productWith([second, first, third]);
    expect(saved).toMatchObject({ image: second, images: [second, first, third] });
    const details = (await publicDetails(saved._id)).json<ProductDetails>();
    expect(details).toMatchObject({ image: second, images: [second, first, third] });
    const admin = await state().t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${saved._id}`,
      headers: state().admin,
    });
    expect(admin.json<AdminProductDetails>().images).toEqual([second, first, third]);
    expect(await stored(saved._id)).toMatchObject({ image: second, moreImages: [first, third] });
  });

  it('when a product has only its image, then images is that one photo', async () => {
    const draft = await createDraft();
    const saved = (await save(draft._id, validProduct())).json<AdminProductDetails>();
    expect(saved.images).toEqual([photos[0]]);
    expect((await publicDetails(saved._id)).json<ProductDetails>().images).toEqual([photos[0]]);
  });

  it('when a ProShop-shaped save sends only image, then it replaces the first photo and keeps the rest', async () => {
    const [first, second, third, fourth] = stored4();
    const saved = await productWith([first, second, third]);
    const replaced = await save(saved._id, validProduct({ image: fourth }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<AdminProductDetails>().images).toEqual([fourth, second, third]);
    // Choosing one of the other photos as the image moves it to the front, never shows it twice.
    const promoted = await save(saved._id, validProduct({ image: third }));
    expect(promoted.json<AdminProductDetails>().images).toEqual([third, second]);
    expect((await publicDetails(saved._id)).json<ProductDetails>().images).toEqual([third, second]);
  });

  it('when photos are reordered or removed, then shoppers see the change at once (the read cache is cleared)', async () => {
    const [first, second, third] = stored4();
    const saved = await productWith([first, second, third]);
    expect((await publicDetails(saved._id)).json<ProductDetails>().images).toHaveLength(3);
    const response = await save(
      saved._id,
      validProduct({ version: saved.version, image: third, images: [third, first] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<AdminProductDetails>();
    expect(after.version).toBeGreaterThan(saved.version);
    expect((await publicDetails(saved._id)).json<ProductDetails>()).toMatchObject({
      image: third,
      images: [third, first],
    });
  });

  it('when a client sends back the photos it loaded with another image, then that image replaces the first', async () => {
    const [first, second, third, fourth] = stored4();
    const saved = await productWith([first, second, third]);
    const edited = await save(saved._id, validProduct({ image: fourth, images: saved.images }));
    expect(edited.json<AdminProductDetails>().images).toEqual([fourth, second, third]);
    const emptied = await save(saved._id, validProduct({ image: third, images: [] }));
    expect(emptied.json<AdminProductDetails>().images).toEqual([third]);
  });

  it('when Create Product sends photos, then the new product has them', async () => {
    const [first, second] = stored4();
    const response = await state().t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: state().admin,
      payload: validProduct({ image: first, images: [first, second] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminProductDetails>()).toMatchObject({ image: first, images: [first, second] });
  });

  it.each([
    ['a photo twice', () => [photos[0], photos[1], photos[0]], 'images[2] is the same photo as images[0]'],
    [
      'a path not uploaded',
      () => [photos[0], '/uploads/nothing-here.webp'],
      'images[1] must be an image uploaded to this shop',
    ],
    [
      'a foreign address',
      () => [photos[0], 'https://example.com/a.webp'],
      'images[1] must be an image uploaded to this shop',
    ],
    ['eleven photos', () => Array.from({ length: 11 }, () => photos[0]), 'images'],
  ])(
    'when images holds %s, then the save is refused with 400 naming the field and changes nothing',
    async (_, images, message) => {
      const saved = await productWith([stored4()[0], stored4()[1]]);
      const response = await save(saved._id, validProduct({ name: 'Changed', images: images() }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(await stored(saved._id)).toMatchObject({
        name: saved.name,
        image: photos[0],
        moreImages: [photos[1]],
      });
    },
  );
});
