import { http, HttpResponse } from 'msw';
import type { SavedAddress, SavedAddressInput } from '../contract/addresses.ts';

/** The signed-in customer's address book as the fake API keeps it; emptied after every test (setup.ts). */
export const fakeAddresses = {
  book: [] as SavedAddress[],
  /** Every body the storefront saved with, in order. */
  saves: [] as SavedAddressInput[],
};

export function resetFakeAddresses(): void {
  fakeAddresses.book.length = 0;
  fakeAddresses.saves.length = 0;
}

let nextId = 1;
const idOf = () => `aaaaaaaa-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

/** What the real service does with a saved body: the first is the default, `isDefault` moves it. */
function stored(input: SavedAddressInput, id: string, wasDefault: boolean): SavedAddress {
  const { isDefault, ...fields } = input;
  return {
    _id: id,
    ...fields,
    region: fields.region || null,
    phone: fields.phone || null,
    isDefault: wasDefault || isDefault === true || fakeAddresses.book.length === 0,
  };
}

function place(address: SavedAddress): void {
  if (address.isDefault) for (const other of fakeAddresses.book) other.isDefault = false;
  const at = fakeAddresses.book.findIndex((saved) => saved._id === address._id);
  if (at >= 0) fakeAddresses.book[at] = address;
  else fakeAddresses.book.push(address);
}

const listed = () =>
  HttpResponse.json([...fakeAddresses.book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)));

export const addressHandlers = [
  http.get('/api/users/addresses', listed),
  http.post('/api/users/addresses', async ({ request }) => {
    const body = (await request.json()) as SavedAddressInput;
    fakeAddresses.saves.push(body);
    const address = stored(body, idOf(), false);
    place(address);
    return HttpResponse.json(address, { status: 201 });
  }),
  http.put('/api/users/addresses/:id', async ({ request, params }) => {
    const body = (await request.json()) as SavedAddressInput;
    fakeAddresses.saves.push(body);
    const old = fakeAddresses.book.find((saved) => saved._id === params.id);
    if (!old) return HttpResponse.json({ message: 'Address not found' }, { status: 404 });
    const address = stored(body, old._id, old.isDefault);
    place(address);
    return HttpResponse.json(address);
  }),
  http.delete('/api/users/addresses/:id', ({ params }) => {
    const at = fakeAddresses.book.findIndex((saved) => saved._id === params.id);
    if (at < 0) return HttpResponse.json({ message: 'Address not found' }, { status: 404 });
    const [gone] = fakeAddresses.book.splice(at, 1);
    const next = fakeAddresses.book[0];
    if (gone?.isDefault && next) next.isDefault = true;
    return listed();
  }),
];
