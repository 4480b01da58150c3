import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { customerInfo, server } from '../../test/server.ts';
import { signInAs } from '../../test/session.ts';

const product = makeProduct({
  name: 'Reported Speaker',
  rating: 3,
  numReviews: 2,
  reviews: [
    {
      _id: 'aaaaaaaa-0000-4000-8000-000000000001',
      name: 'Rude Rick',
      rating: 1,
      comment: 'Rubbish, and so are you.',
      user: 'bbbbbbbb-0000-4000-8000-000000000001',
      verifiedPurchase: false,
      createdAt: '2026-03-15T12:00:00.000Z',
    },
    {
      _id: 'aaaaaaaa-0000-4000-8000-000000000002',
      name: customerInfo.name,
      rating: 5,
      comment: 'My own review.',
      user: customerInfo._id,
      verifiedPurchase: false,
      createdAt: '2026-02-01T12:00:00.000Z',
    },
  ],
});

describe('reporting a review', () => {
  it('when a signed-in shopper reports another’s review, then it is sent once and thanked, and their own has no Report', async () => {
    signInAs(customerInfo);
    const reported: string[] = [];
    server.use(
      http.get('/api/products/:id', () => HttpResponse.json(product)),
      http.post('/api/products/:id/reviews/:reviewId/report', ({ params }) => {
        reported.push(String(params.reviewId));
        return HttpResponse.json({ message: 'Thank you: the review has been reported' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/product/${product._id}`);
    const rick = await screen.findByRole('article', { name: 'Review by Rude Rick' });
    const own = screen.getByRole('article', { name: `Review by ${customerInfo.name}` });
    expect(within(own).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    await user.click(within(rick).getByRole('button', { name: 'Report the review by Rude Rick' }));
    expect(await within(rick).findByText('Thank you: the review has been reported')).toBeInTheDocument();
    expect(within(rick).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(reported).toEqual(['aaaaaaaa-0000-4000-8000-000000000001']);
  });

  it('when nobody is signed in, then no review has a Report button', async () => {
    server.use(http.get('/api/products/:id', () => HttpResponse.json(product)));
    renderApp(`/product/${product._id}`);
    await screen.findByRole('article', { name: 'Review by Rude Rick' });
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
