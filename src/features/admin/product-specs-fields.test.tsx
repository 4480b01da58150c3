import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminProductDetails } from '../../contract/products.ts';
import { adminProduct, camera, openProductEditor } from '../../test/admin-catalogue-api.ts';
import { server } from '../../test/server.ts';

const phoneFields = {
  category: 'Phones',
  fields: [
    { name: 'Screen size', kind: 'number', unit: 'in' },
    { name: 'Chip', kind: 'text', unit: null },
    { name: '5G', kind: 'yes/no', unit: null },
  ],
};

/** Phones define three fields; every other category none. Records the categories asked for. */
function serveSpecFields() {
  const asked: string[] = [];
  server.use(
    http.get('/api/categories/:category/spec-fields', ({ params }) => {
      const category = String(params.category);
      asked.push(category);
      return HttpResponse.json(category === 'Phones' ? phoneFields : { category, fields: [] });
    }),
  );
  return asked;
}

function phone(): AdminProductDetails {
  return {
    ...adminProduct({ name: 'Pixel 8', category: 'Phones', image: '/uploads/demo/pixel.webp' }),
    specs: [
      { name: 'Screen size', value: 6.2, unit: 'in' },
      { name: '5G', value: true, unit: null },
    ],
  };
}

describe('specs in the product form', () => {
  it('when the category has fields, then each shows by its kind with the product’s values, and the save sends them', async () => {
    serveSpecFields();
    const { user, saved } = await openProductEditor(phone());
    const size = await screen.findByLabelText('Screen size');
    expect(size).toHaveValue('6.2');
    expect(size).toHaveAccessibleDescription('in');
    expect(screen.getByLabelText('Chip')).toHaveValue('');
    const fiveG = screen.getByLabelText('5G');
    expect(fiveG).toHaveValue('yes');
    expect(
      within(fiveG)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['—', 'Yes', 'No']);
    await user.clear(size);
    await user.type(size, '6.3');
    await user.type(screen.getByLabelText('Chip'), 'Tensor G3');
    await user.selectOptions(fiveG, 'No');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(/Product saved/);
    expect(saved[0]).toMatchObject({
      specs: [
        { name: 'Screen size', value: 6.3 },
        { name: 'Chip', value: 'Tensor G3' },
        { name: '5G', value: false },
      ],
    });
  });

  it('when a number spec is not a number, then it says so next to it and nothing is sent', async () => {
    serveSpecFields();
    const { user, saved } = await openProductEditor(phone());
    const size = await screen.findByLabelText('Screen size');
    await user.clear(size);
    await user.type(size, 'big');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(size).toHaveAccessibleDescription('in Screen size must be a number');
    expect(size).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('when the category changes, then the fields of the new one are fetched, and a category without fields says so with a link', async () => {
    const asked = serveSpecFields();
    const { user, saved } = await openProductEditor(camera());
    expect(await screen.findByText(/Cameras has no spec fields yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add spec fields to Cameras' })).toHaveAttribute(
      'href',
      '/admin/categories?category=Cameras',
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'New category…');
    await user.type(screen.getByLabelText('New category name'), 'Phones');
    expect(await screen.findByLabelText('Screen size')).toBeInTheDocument();
    expect(asked).toContain('Phones');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(/Product saved/);
    // Nothing filled in: the whole list is empty.
    expect(saved[0]).toMatchObject({ category: 'Phones', specs: [] });
  });
});
