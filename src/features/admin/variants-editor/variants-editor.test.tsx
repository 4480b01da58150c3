import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminProductDetails } from '../../../contract/products.ts';
import { adminProduct, camera, openProductEditor } from '../../../test/admin-catalogue-api.ts';
import { server } from '../../../test/server.ts';
import { variantPhone } from '../../../test/variant-product.ts';

/** The Pixel as the admin's edit form reads it: its options and variants included. */
function pixel(): AdminProductDetails {
  const { options, variants, ...rest } = variantPhone;
  return { ...adminProduct(rest), options, variants };
}

/** Types by pasting: one event per field keeps these long forms quick on a busy machine. */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

async function addOption(user: UserEvent, name: string, values: string[]) {
  await user.click(screen.getByRole('button', { name: 'Add option' }));
  const input = screen.getAllByLabelText(/^Option \d name$/).at(-1);
  if (!input) throw new Error('no option name input');
  await enter(user, input, name);
  for (const value of values) {
    await enter(user, screen.getByLabelText(`New ${name} value`), value);
    await user.keyboard('{Enter}');
  }
}

const cell = (column: string, label: string) => screen.getByLabelText(`${column} for ${label}`);

async function fillRow(user: UserEvent, label: string, sku: string, price: string, stock: string) {
  await enter(user, cell('SKU', label), sku);
  await enter(user, cell('Price', label), price);
  await enter(user, cell('Stock', label), stock);
}

describe('admin variants editor', () => {
  it('when options are defined, then their combinations become rows, price and stock are derived, and the save sends both lists', async () => {
    const { user, saved } = await openProductEditor(camera());
    await addOption(user, 'Storage', ['128 GB', '256 GB']);
    await addOption(user, 'Colour', ['Black', 'White']);
    const table = screen.getByRole('table');
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rowHeaders).toEqual(['128 GB / Black', '128 GB / White', '256 GB / Black', '256 GB / White']);

    await user.click(screen.getByRole('button', { name: 'Remove variant 256 GB / White' }));
    expect(screen.getByRole('button', { name: 'Add back 1 removed combination' })).toBeInTheDocument();
    await fillRow(user, '128 GB / Black', 'CAM-128-B', '699', '4');
    await fillRow(user, '128 GB / White', 'CAM-128-W', '699', '0');
    await fillRow(user, '256 GB / Black', 'CAM-256-B', '759.5', '2');

    expect(screen.getByLabelText('Price')).toBeDisabled();
    expect(screen.getByLabelText('Price')).toHaveValue('699');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
      'Set by the variants: their lowest price.',
    );
    expect(screen.getByLabelText('Count In Stock')).toHaveValue(6);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Product saved/)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        name: 'Canon EOS R50',
        price: 699,
        image: '/uploads/demo/canon.webp',
        images: ['/uploads/demo/canon.webp'],
        brand: 'Canon',
        category: 'Cameras',
        countInStock: 6,
        description: 'A small mirrorless camera.',
        version: 1,
        options: [
          { name: 'Storage', values: ['128 GB', '256 GB'] },
          { name: 'Colour', values: ['Black', 'White'] },
        ],
        variants: [
          { sku: 'CAM-128-B', options: { Storage: '128 GB', Colour: 'Black' }, price: 699, countInStock: 4 },
          { sku: 'CAM-128-W', options: { Storage: '128 GB', Colour: 'White' }, price: 699, countInStock: 0 },
          {
            sku: 'CAM-256-B',
            options: { Storage: '256 GB', Colour: 'Black' },
            price: 759.5,
            countInStock: 2,
          },
        ],
      },
    ]);
  });

  it('when values are renamed, reordered and removed, then existing rows keep their data and ids', async () => {
    const product = pixel();
    const { user, saved } = await openProductEditor(product);
    expect(cell('SKU', '256 GB / Hazel')).toHaveValue('PX8-256GB-HAZEL');
    const hazel = screen.getByLabelText('Colour value 2');
    await user.clear(hazel);
    await user.type(hazel, 'Sage');
    expect(cell('SKU', '256 GB / Sage')).toHaveValue('PX8-256GB-HAZEL');
    await user.click(screen.getByRole('button', { name: 'Move 256 GB up' }));
    await user.click(screen.getByRole('button', { name: 'Remove value Rose' }));
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['256 GB / Obsidian', '256 GB / Sage', '128 GB / Obsidian', '128 GB / Sage']);
    await user.click(screen.getByRole('button', { name: 'Remove image of 128 GB / Sage' }));

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(/Product saved/);
    const body = saved[0] as { options: unknown; variants: unknown };
    expect(body.options).toEqual([
      { name: 'Storage', values: ['256 GB', '128 GB'] },
      { name: 'Colour', values: ['Obsidian', 'Sage'] },
    ]);
    const id = (n: number) => `77777777-0000-4000-8000-${String(n).padStart(12, '0')}`;
    expect(body.variants).toEqual([
      {
        _id: id(4),
        sku: 'PX8-256GB-OBSIDIAN',
        options: { Storage: '256 GB', Colour: 'Obsidian' },
        price: 759,
        countInStock: 2,
      },
      {
        _id: id(5),
        sku: 'PX8-256GB-HAZEL',
        options: { Storage: '256 GB', Colour: 'Sage' },
        price: 759,
        countInStock: 3,
        image: '/uploads/demo/pixel-hazel.webp',
      },
      {
        _id: id(1),
        sku: 'PX8-128GB-OBSIDIAN',
        options: { Storage: '128 GB', Colour: 'Obsidian' },
        price: 699,
        countInStock: 4,
      },
      {
        _id: id(2),
        sku: 'PX8-128GB-HAZEL',
        options: { Storage: '128 GB', Colour: 'Sage' },
        price: 699,
        countInStock: 0,
      },
    ]);
  });

  it('when every option is removed, then the save sends empty lists and price and stock are editable again', async () => {
    const { user, saved } = await openProductEditor(pixel());
    await user.click(screen.getByRole('button', { name: 'Remove option Storage' }));
    await user.click(screen.getByRole('button', { name: 'Remove option Colour' }));
    expect(screen.getByLabelText('Price')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(/Product saved/);
    expect(saved[0]).toMatchObject({ price: 699, countInStock: 10, options: [], variants: [] });
  });

  it('when a row or an option is wrong, then its problem shows next to it in the server words and nothing is sent', async () => {
    const { user, saved } = await openProductEditor(camera());
    await addOption(user, 'Colour', ['Black', 'black']);
    await user.click(screen.getByRole('button', { name: 'Remove value black' }));
    await user.type(screen.getByLabelText('New Colour value'), 'White{Enter}');
    await fillRow(user, 'Black', 'CAM-B', '0', '1');
    await user.type(cell('SKU', 'White'), 'cam-b');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(cell('Price', 'Black')).toHaveAccessibleDescription('Price must be more than 0');
    expect(cell('Price', 'White')).toHaveAccessibleDescription('Price is required');
    // The editor's own problems come first, and take the focus.
    const summary = within(screen.getByRole('region', { name: 'Options and variants' })).getByRole('alert');
    expect(summary).toHaveTextContent('SKU cam-b is used twice');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(saved).toEqual([]);
  });

  it('when the server refuses the variants, then its message shows next to the editor', async () => {
    const { user } = await openProductEditor(pixel());
    server.use(
      http.put('/api/products/:id', () =>
        HttpResponse.json(
          { message: 'variants: sku PX8-128GB-ROSE is already used by another product', code: 'CONFLICT' },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const editor = screen.getByRole('region', { name: 'Options and variants' });
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'variants: sku PX8-128GB-ROSE is already used by another product',
    );
  });
});
