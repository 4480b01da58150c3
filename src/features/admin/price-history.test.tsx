import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PriceHistory } from '../../contract/products.ts';
import { camera, openProductEditor } from '../../test/admin-catalogue-api.ts';
import { server } from '../../test/server.ts';

const history: PriceHistory = {
  changes: [
    {
      variant: null,
      oldPrice: 679.99,
      newPrice: 599,
      compareAtPrice: 699,
      changedAt: '2026-02-10T09:30:00.000Z',
      changedBy: 'Alex Admin',
    },
    {
      variant: { _id: '00000000-0000-4000-8000-00000000b001', sku: 'CAM-128' },
      oldPrice: null,
      newPrice: 679.99,
      compareAtPrice: null,
      changedAt: '2026-01-01T08:00:00.000Z',
      changedBy: 'Sam Staff',
    },
  ],
};

describe('sale prices on the admin edit screen', () => {
  it('when the product has a price history, then the edit screen lists it newest first', async () => {
    const product = camera();
    server.use(
      http.get(`/api/admin/products/${product._id}/price-history`, () => HttpResponse.json(history)),
    );
    await openProductEditor(product);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026-02-10 09:30 UTC', 'Product', '$679.99 → $599.00', '$699.00', 'Alex Admin'],
      ['2026-01-01 08:00 UTC', 'CAM-128', '$679.99', 'Not on sale', 'Sam Staff'],
    ]);
  });

  it('when a compare-at price is typed, then it is checked against the price and sent', async () => {
    const { user, saved } = await openProductEditor(camera());
    const compareAt = screen.getByLabelText('Compare-at price');
    await user.type(compareAt, '600');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Compare-at price must be more than Price')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(compareAt);
    await user.type(compareAt, '749.99');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(/Product saved/);
    expect(saved).toEqual([expect.objectContaining({ price: 679.99, compareAtPrice: 749.99 })]);
  });

  it('when the compare-at price of a product on sale is cleared, then null is sent to end the sale', async () => {
    const { user, saved } = await openProductEditor({
      ...camera(),
      compareAtPrice: 749.99,
      lowestPrice30d: 700,
    });
    const compareAt = screen.getByLabelText('Compare-at price');
    expect(compareAt).toHaveValue('749.99');
    await user.clear(compareAt);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(/Product saved/);
    expect(saved).toEqual([expect.objectContaining({ compareAtPrice: null })]);
  });
});
