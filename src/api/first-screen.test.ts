import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID } from '../contract/first-screen.ts';
import type { PaymentConfig } from '../contract/orders.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { catalogue } from '../test/server.ts';
import { listOf, summaryOf } from '../test/fixtures.ts';
import { orderKeys, productKeys } from './query-keys.ts';
import { seedFirstScreen } from './first-screen.ts';

const PAYMENT_CONFIG: PaymentConfig = { methods: ['TestCard'], currency: 'USD' };

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_SCREEN_ELEMENT_ID;
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

describe('first screen seeding', () => {
  it('when the page carries the first screen, then each answer lands under the key its screen asks for', () => {
    const queryClient = createTestQueryClient();
    const [phone] = catalogue;
    if (!phone) throw new Error('no product');
    const list = listOf(catalogue);
    const top = catalogue.map(summaryOf);
    const doc = pageWith(
      JSON.stringify([
        { kind: 'top', data: top },
        { kind: 'list', keyword: '', pageNumber: 1, data: list },
        { kind: 'product', id: phone._id, data: phone },
        { kind: 'paymentConfig', data: PAYMENT_CONFIG },
      ]),
    );
    seedFirstScreen(queryClient, doc);
    expect(queryClient.getQueryData(productKeys.top())).toEqual(top);
    expect(queryClient.getQueryData(productKeys.list({ keyword: '', pageNumber: 1 }))).toEqual(list);
    expect(queryClient.getQueryData(productKeys.detail(phone._id))).toEqual(phone);
    expect(queryClient.getQueryData(orderKeys.paymentConfig)).toEqual(PAYMENT_CONFIG);
    expect(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('when the block is missing or broken, then nothing is cached', () => {
    const queryClient = createTestQueryClient();
    seedFirstScreen(queryClient, pageWith('{not json'));
    seedFirstScreen(queryClient, document.implementation.createHTMLDocument('empty'));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
