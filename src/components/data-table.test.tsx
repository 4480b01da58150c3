import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { customerInfo, placedOrders } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

describe('data table', () => {
  it('when a table has rows, then each cell is named after its column for the stacked phone layout', async () => {
    signInAs(customerInfo);
    const order = makeOrder({ number: 10234 });
    placedOrders.push(order);
    renderApp('/profile');
    const number = await screen.findByText('#10234');
    const row = number.closest('tr');
    if (!row) throw new Error('no row');
    const labels = [...row.querySelectorAll('td')].map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['Order', 'ID', 'Date', 'Total', 'Status', 'Details']);
    expect(screen.getByRole('columnheader', { name: 'Order' })).toBeInTheDocument();
  });

  it('when rows are stacked on a phone, then the table has no fixed least width below sm', async () => {
    signInAs(customerInfo);
    placedOrders.push(makeOrder());
    renderApp('/profile');
    const table = (await screen.findAllByRole('table'))[0];
    expect(table?.className).not.toMatch(/(^|\s)min-w-/);
    expect(table?.className).toMatch(/sm:min-w-\[640px\]/);
  });
});
