import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Coupon, CouponInput } from '../contract/coupons.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, catalogue, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

function coupon(overrides: Partial<Coupon>): Coupon {
  return {
    _id: crypto.randomUUID(),
    code: 'WELCOME10',
    description: '10 % off',
    kind: 'percent',
    value: 10,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    active: true,
    scope: null,
    uses: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `/api/admin/coupons` over a list kept here, as the server answers; records every body sent. */
function serveCoupons(initial: Coupon[]) {
  const stored = [...initial];
  const sent: { method: string; body?: CouponInput; id?: string }[] = [];
  const fromInput = (input: CouponInput, base: Partial<Coupon>): Coupon =>
    coupon({
      ...base,
      ...input,
      description: input.description ?? 'described by the server',
      value: input.value ?? 0,
      minSubtotal: input.minSubtotal ?? 0,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      maxUses: input.maxUses ?? null,
      maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
      active: input.active ?? true,
      scope: input.scope ?? null,
    });
  server.use(
    http.get('/api/admin/coupons', () => HttpResponse.json(stored)),
    http.post('/api/admin/coupons', async ({ request }) => {
      const body = (await request.json()) as CouponInput;
      sent.push({ method: 'POST', body });
      if (body.kind === 'fixed' && !Number.isInteger((body.value ?? 0) * 100))
        return HttpResponse.json(
          { message: 'Value must be an amount of dollars above 0, in whole cents' },
          { status: 400 },
        );
      const created = fromInput(body, { _id: crypto.randomUUID(), uses: 0 });
      stored.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/admin/coupons/:id', async ({ params, request }) => {
      const body = (await request.json()) as CouponInput;
      const id = String(params.id);
      sent.push({ method: 'PUT', body, id });
      const index = stored.findIndex((candidate) => candidate._id === id);
      const current = stored[index];
      if (!current) return HttpResponse.json({ message: 'Coupon not found' }, { status: 404 });
      const updated = fromInput(body, { _id: id, uses: current.uses });
      stored[index] = updated;
      return HttpResponse.json(updated);
    }),
    http.delete('/api/admin/coupons/:id', ({ params }) => {
      const id = String(params.id);
      sent.push({ method: 'DELETE', id });
      const index = stored.findIndex((candidate) => candidate._id === id);
      if (index < 0) return HttpResponse.json({ message: 'Coupon not found' }, { status: 404 });
      stored.splice(index, 1);
      return HttpResponse.json({ message: 'Coupon removed' });
    }),
  );
  return { stored, sent };
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('the coupons screen', () => {
  it('when it opens, then each code and promotion shows its offer in words, uses, dates and status', async () => {
    serveCoupons([
      coupon({}),
      coupon({ code: 'SPRING', kind: 'fixed', value: 5, active: false, maxUses: null, uses: 0 }),
      coupon({ code: 'OLD', kind: 'free-shipping', value: 0, endsAt: at(-1) }),
      coupon({ code: 'XMAS', startsAt: at(10), endsAt: at(20) }),
      coupon({
        code: null,
        description: '10 % off',
        minSubtotal: 200,
        scope: { categories: ['Audio'], brands: [], products: [] },
      }),
    ]);
    signInAs(adminInfo);
    renderApp('/admin/coupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const welcome = await rowOf('WELCOME10');
    expect(welcome).toHaveTextContent('10 % off');
    expect(welcome).toHaveTextContent('3 / 100');
    expect(welcome).toHaveTextContent('Always');
    expect(within(welcome).getByText('Active')).toBeInTheDocument();
    const spring = await rowOf('SPRING');
    expect(spring).toHaveTextContent('$5.00 off');
    expect(spring).toHaveTextContent('0 / no limit');
    expect(within(spring).getByText('Paused')).toBeInTheDocument();
    expect(within(spring).getByRole('button', { name: 'Resume SPRING' })).toBeInTheDocument();
    expect(within(await rowOf('OLD')).getByText('Expired')).toBeInTheDocument();
    expect(within(await rowOf('XMAS')).getByText('Scheduled')).toBeInTheDocument();
    const promotion = await rowOf('Automatic');
    expect(promotion).toHaveTextContent('10 % off on Audio over $200.00');
  });

  it('when a new code is refused by the server, then its message stands beside the field; corrected, it is created', async () => {
    const { sent } = serveCoupons([]);
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/admin/coupons');
    expect(await screen.findByText('No coupons or promotions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    await user.type(screen.getByLabelText('Code'), 'save5');
    await user.selectOptions(screen.getByLabelText('Kind'), 'fixed');
    await user.type(screen.getByLabelText('Value ($ off)'), '5.005');
    await user.type(screen.getByLabelText('Min subtotal ($)'), '50');
    await user.type(screen.getByLabelText('Max uses'), '5');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    const value = screen.getByLabelText('Value ($ off)');
    await expect.poll(() => value.getAttribute('aria-invalid')).toBe('true');
    expect(value).toHaveAccessibleDescription('Value must be an amount of dollars above 0, in whole cents');
    expect(screen.getByRole('alert')).toHaveTextContent('Value must be an amount of dollars above 0');

    await user.clear(value);
    await user.type(value, '5');
    expect(value).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('save5 saved')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({
      code: 'save5',
      kind: 'fixed',
      value: 5,
      minSubtotal: 50,
      startsAt: null,
      endsAt: null,
      maxUses: 5,
      maxUsesPerCustomer: null,
      active: true,
      scope: null,
    });
    expect(await rowOf('save5')).toHaveTextContent('$5.00 off over $50.00');
  });

  it('when a code is paused and resumed, then the whole coupon is sent back with only active changed', async () => {
    const welcome = coupon({ description: 'Welcome gift' });
    const { sent } = serveCoupons([welcome]);
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/admin/coupons');
    await user.click(within(await rowOf('WELCOME10')).getByRole('button', { name: 'Pause WELCOME10' }));
    expect(await screen.findByText('WELCOME10 paused')).toBeInTheDocument();
    const { _id, uses: _uses, createdAt: _created, updatedAt: _updated, ...fields } = welcome;
    expect(sent).toEqual([{ method: 'PUT', id: _id, body: { ...fields, active: false } }]);
    const row = await rowOf('WELCOME10');
    expect(await within(row).findByText('Paused')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resume WELCOME10' }));
    expect(await screen.findByText('WELCOME10 resumed')).toBeInTheDocument();
    expect(sent.at(-1)?.body?.active).toBe(true);
  });

  it('when Delete is confirmed, then the coupon is deleted and leaves the list; cancelled, nothing is sent', async () => {
    const { sent } = serveCoupons([coupon({}), coupon({ code: 'KEEP' })]);
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/admin/coupons');
    await user.click(within(await rowOf('KEEP')).getByRole('button', { name: 'Delete KEEP' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(within(await rowOf('WELCOME10')).getByRole('button', { name: 'Delete WELCOME10' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('WELCOME10 will stop applying at once');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon removed')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', id: expect.any(String) }]);
    await expect.poll(() => screen.queryByText('WELCOME10')).toBeNull();
    expect(screen.getByText('KEEP')).toBeInTheDocument();
  });

  it('when a promotion is made with a scope, then it is sent without a code and with the categories, brands and products chosen', async () => {
    const { sent } = serveCoupons([]);
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    await user.click(screen.getByLabelText('Apply automatically (no code)'));
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Value (% off)'), '10');
    await user.type(screen.getByLabelText('Min subtotal ($)'), '200');
    await user.click(await screen.findByRole('checkbox', { name: 'Gadgets' }));
    await user.type(screen.getByLabelText('Brands'), 'sony{Enter}');
    expect(within(screen.getByRole('list', { name: 'Chosen brands' })).getByText('sony')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Products'), 'iphone');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Add Apple iPhone 15 Pro' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen products' })).getByText('Apple iPhone 15 Pro'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Automatic: described by the server saved')).toBeInTheDocument();
    const iphone = catalogue[0];
    expect(sent.at(-1)?.body).toMatchObject({
      code: null,
      kind: 'percent',
      value: 10,
      minSubtotal: 200,
      scope: { categories: ['Gadgets'], brands: ['sony'], products: [iphone?._id] },
    });
    expect(await rowOf('Automatic')).toHaveTextContent('Gadgets, sony, 1 product over $200.00');
  });

  it('when a coupon is edited, then the form holds its fields and the save replaces them', async () => {
    const welcome = coupon({ maxUses: 100, endsAt: '2026-12-31T12:00:00.000Z' });
    const { sent } = serveCoupons([welcome]);
    signInAs(adminInfo);
    const user = userEvent.setup();
    renderApp('/admin/coupons');
    await user.click(within(await rowOf('WELCOME10')).getByRole('button', { name: 'Edit WELCOME10' }));
    expect(screen.getByRole('heading', { name: 'Edit WELCOME10' })).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveValue('WELCOME10');
    expect(screen.getByLabelText('Value (% off)')).toHaveValue(10);
    expect(screen.getByLabelText('Max uses')).toHaveValue(100);
    // The server's own description is not kept as the admin's: a new value gets new words.
    expect(screen.getByLabelText('Description')).toHaveValue('');
    await user.clear(screen.getByLabelText('Value (% off)'));
    await user.type(screen.getByLabelText('Value (% off)'), '15');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('WELCOME10 saved')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      id: welcome._id,
      body: { code: 'WELCOME10', value: 15, maxUses: 100, endsAt: '2026-12-31T12:00:00.000Z' },
    });
    expect(sent.at(-1)?.body).not.toHaveProperty('description');
  });
});
