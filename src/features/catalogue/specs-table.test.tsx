import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { laptop, phoneA, serveComparable } from './compare/compare-fixtures.ts';

describe('the specs table on the product page', () => {
  it('when a product has specs, then Specifications lists them in order, each value formatted', async () => {
    serveComparable();
    renderApp(`/product/${phoneA._id}`);
    const table = await screen.findByRole('table', { name: 'Specifications' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Screen size', '6.1 in'],
      ['Storage', '128 GB'],
      ['Battery', '4,500 mAh'],
      ['5G', 'Yes'],
    ]);
  });

  it('when a product has no specs, then there is no Specifications table', async () => {
    serveComparable();
    renderApp(`/product/${laptop._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: laptop.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Specifications' })).not.toBeInTheDocument();
  });
});
