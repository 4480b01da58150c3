import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FocusEvent, type SubmitEvent } from 'react';
import {
  CheckoutSteps,
  checkGuestDetails,
  GuestContactFields,
  quoteBodyOf,
  quoteQueryOptions,
  ShippingMethods,
  useQuote,
  type GuestFieldErrors,
} from '../features/checkout/index.ts';
import {
  AddressLineFields,
  addressesQueryOptions,
  addressFieldOf,
  addressLine,
  countryCodeOf,
  toShippingAddress,
  useSaveAddress,
} from '../features/accounts/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import type { SavedAddress } from '../contract/addresses.ts';
import type { ShippingAddress } from '../contract/orders.ts';
import { regionBelongsTo } from '../contract/countries.ts';
import { ADDRESS_LINE_MAX_LENGTH } from '../contract/limits.ts';
import { SHIPPING_TITLE } from '../contract/page-titles.ts';
import { useCart } from '../stores/cart.ts';
import { currentUserInfo, useSession } from '../stores/session.ts';
import { formValues } from '../lib/form-values.ts';
import { errorMessage } from '../lib/error-message.ts';
import { isClientError } from '../api/client.ts';

export const Route = createFileRoute('/_signedIn/shipping')({
  // The address book is read before the screen shows, so the default is chosen from the start; a
  // failed read is not the route's failure: the plain form needs no saved address.
  // A guest has no address book to read.
  loader: ({ context }) =>
    currentUserInfo() ? context.queryClient.query(addressesQueryOptions()).catch(() => undefined) : undefined,
  component: ShippingScreen,
});

const NEW = 'new';
const COUNTRY_TO_SAVE =
  'Choose a country by its name or code, such as United States or US, to save this address';

const ADDRESS_FIELDS = ['address', 'city', 'postalCode', 'country'] as const;
/** The fields of a new address this form shows, each of which may carry a refused save's reason. */
const SHOWN_FIELDS = [...ADDRESS_FIELDS, 'region'] as const;
type AddressField = (typeof SHOWN_FIELDS)[number];

const sameShippingAddress = (a: ShippingAddress | null, b: ShippingAddress | null) =>
  a !== null &&
  b !== null &&
  ADDRESS_FIELDS.every((field) => a[field] === b[field]) &&
  (a.region ?? '') === (b.region ?? '');

/**
 * The new address's fields as typed: the spec's four, and the state or province when one is given
 * (ISO 3166-2, written in capitals), which the order keeps for its own tax rate.
 */
function addressTyped(form: HTMLFormElement): ShippingAddress {
  const read = formValues(form);
  const region = read('region').trim().toUpperCase();
  return {
    address: read('address').trim(),
    city: read('city').trim(),
    postalCode: read('postalCode').trim(),
    country: read('country').trim(),
    ...(region ? { region } : {}),
  };
}

/** The new address as typed, or null until its four required fields are filled in. */
function typedAddress(form: HTMLFormElement): ShippingAddress | null {
  const address = addressTyped(form);
  return ADDRESS_FIELDS.every((field) => address[field] !== '') ? address : null;
}

/** Why a typed region cannot be the country's, checked by the server's own rule; undefined when it can. */
function regionProblem(address: ShippingAddress): string | undefined {
  if (!address.region) return undefined;
  const country = countryCodeOf(address.country);
  if (country && regionBelongsTo(address.region, country)) return undefined;
  return country
    ? `State / region must be a subdivision of ${address.country}, such as ${country}-01`
    : 'State / region needs a country the shop knows: choose one by its name or code, such as United States or US';
}

const sameAddress = (saved: SavedAddress, address: ShippingAddress | null) =>
  address !== null &&
  (['address', 'city', 'postalCode', 'country'] as const).every(
    (field) => toShippingAddress(saved)[field] === address[field],
  );

/** The saved address to start from: the one already chosen for this cart, else the default. */
function initialChoice(saved: readonly SavedAddress[], current: ShippingAddress | null): string {
  if (current && !saved.some((address) => sameAddress(address, current))) return NEW;
  return (
    (saved.find((address) => sameAddress(address, current)) ?? saved.find((a) => a.isDefault))?._id ?? NEW
  );
}

function ShippingScreen() {
  const signedIn = useSession((state) => state.userInfo !== null);
  const { data: saved, isPending } = useQuery({ ...addressesQueryOptions(), enabled: signedIn });
  return (
    <>
      <Meta title={SHIPPING_TITLE} />
      <CheckoutSteps current={2} />
      <FormContainer>
        <h1 className="mb-6 text-2xl font-bold">Shipping</h1>
        {(!signedIn || !isPending) && <ShippingForm saved={saved ?? []} guest={!signedIn} />}
      </FormContainer>
    </>
  );
}

function ShippingForm({ saved, guest }: { saved: readonly SavedAddress[]; guest: boolean }) {
  const guestDetails = useCart((state) => state.guestDetails);
  const saveGuestDetails = useCart((state) => state.saveGuestDetails);
  const [guestErrors, setGuestErrors] = useState<GuestFieldErrors>({});
  const current = useCart((state) => state.shippingAddress);
  const saveShippingAddress = useCart((state) => state.saveShippingAddress);
  const name = useSession((state) => state.userInfo?.name ?? '');
  const saveAddress = useSaveAddress();
  const navigate = useNavigate();
  const [choice, setChoice] = useState(() => initialChoice(saved, current));
  const [countryError, setCountryError] = useState<string | undefined>();
  const [regionError, setRegionError] = useState<string | undefined>();
  const chosen = saved.find((address) => address._id === choice);
  const cartItems = useCart((state) => state.cartItems);
  const saveShippingMethod = useCart((state) => state.saveShippingMethod);
  const [method, setMethod] = useState(useCart.getState().shippingMethod);
  // The new address once all its fields are filled in (read as the shopper leaves a field).
  const [typed, setTyped] = useState<ShippingAddress | null>(() => (current && !chosen ? current : null));
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  // A refused save is said beside the field it names; beside "Save this address" when it names
  // none of this form's (the address book is full, or the account's name was refused).
  const saveError = saveAddress.error?.message;
  const refusedField = addressFieldOf(saveError);
  const saveErrorFor = (field: AddressField) => (refusedField === field ? saveError : undefined);
  const saveRefused = saveError !== undefined && !SHOWN_FIELDS.some((field) => field === refusedField);
  const saveErrorId = useId();

  // The address's zone's methods, quoted for this cart; no coupon, which is Place Order's business.
  const shipTo = chosen ? toShippingAddress(chosen) : typed;
  const zoneBody = (address: ShippingAddress) => quoteBodyOf(cartItems, { shippingAddress: address });
  const zone = useQuote(
    zoneBody(shipTo ?? { address: '', city: '', postalCode: '', country: '' }),
    shipTo !== null,
  );
  const methods = shipTo && zone.data ? zone.data.shippingMethods : [];
  const chosenMethod = methods.some((candidate) => candidate.id === method) ? method : (methods[0]?.id ?? '');
  // A refusal here is the address's: a country no zone ships to (or a product gone from the shop).
  const zoneProblem =
    shipTo && zone.isError
      ? isClientError(zone.error)
        ? `${errorMessage(zone.error)}. Choose another address to continue.`
        : `The shipping methods could not be loaded: ${errorMessage(zone.error)}. Press Continue to try again.`
      : undefined;

  function noteTyped(event: FocusEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    if (chosen || !form) return;
    const address = typedAddress(form);
    if (address && !sameShippingAddress(address, typed)) setTyped(address);
  }

  /**
   * The methods for this address, asked for (or read from the cache) before leaving the screen: a
   * country that is not shipped to stops here, and a zone with a choice is shown before it is made.
   */
  async function shippingMethodFor(address: ShippingAddress): Promise<string | null> {
    if (cartItems.length === 0) return '';
    setChecking(true);
    try {
      const { shippingMethods } = await queryClient.query(quoteQueryOptions(zoneBody(address)));
      const seen = sameShippingAddress(address, shipTo) && zone.data !== undefined && !zone.isPlaceholderData;
      if (shippingMethods.length > 1 && !seen) {
        setTyped(address);
        return null;
      }
      return shippingMethods.some((candidate) => candidate.id === method)
        ? method
        : (shippingMethods[0]?.id ?? '');
    } catch {
      // The refusal shows from the zone's quote for this address.
      setTyped(address);
      return null;
    } finally {
      setChecking(false);
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (guest) {
      const read = formValues(form);
      const checked = checkGuestDetails(read('guestEmail').trim(), read('guestName').trim());
      if (checked.errors) return setGuestErrors(checked.errors);
      saveGuestDetails(checked.details);
    }
    if (chosen) {
      const address = toShippingAddress(chosen);
      const shippingMethod = await shippingMethodFor(address);
      if (shippingMethod === null) return;
      saveShippingAddress(address);
      saveShippingMethod(shippingMethod);
      void navigate({ to: '/payment' });
      return;
    }
    const read = formValues(form);
    const address = addressTyped(form);
    const badRegion = regionProblem(address);
    if (badRegion) return setRegionError(badRegion);
    const shippingMethod = await shippingMethodFor(address);
    if (shippingMethod === null) return;
    const proceed = () => {
      saveShippingAddress(address);
      saveShippingMethod(shippingMethod);
      void navigate({ to: '/payment' });
    };
    if (read('saveAddress') !== 'on') return proceed();
    const country = countryCodeOf(address.country);
    if (!country) return setCountryError(COUNTRY_TO_SAVE);
    saveAddress.mutate({ ...address, name, country }, { onSuccess: proceed });
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      {guest && (
        <GuestContactFields
          details={guestDetails}
          errors={guestErrors}
          onEdit={(field) => setGuestErrors((errors) => ({ ...errors, [field]: undefined }))}
        />
      )}
      {saved.length > 0 && (
        <fieldset className="mb-6">
          <legend className="mb-2 font-medium">Ship to</legend>
          {saved.map((address) => (
            <label
              key={address._id}
              className="mb-2 grid min-h-11 grid-cols-[auto_1fr] gap-x-3 rounded-md border border-slate-200 p-3"
            >
              <input
                type="radio"
                name="savedAddress"
                value={address._id}
                checked={choice === address._id}
                onChange={() => setChoice(address._id)}
                className="row-span-2 mt-1 size-5"
              />
              <span className="font-semibold">
                {address.name}
                {address.isDefault && ' (default)'}
              </span>
              <span className="break-words text-slate-700">{addressLine(address)}</span>
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 p-3">
            <input
              type="radio"
              name="savedAddress"
              value={NEW}
              checked={choice === NEW}
              onChange={() => setChoice(NEW)}
              className="size-5"
            />
            A new address
          </label>
        </fieldset>
      )}
      {!chosen && (
        <>
          <AddressLineFields values={current ?? undefined} errorFor={saveErrorFor} onBlur={noteTyped} />
          <FormField
            label="Country"
            name="country"
            defaultValue={current?.country}
            autoComplete="country-name"
            onBlur={noteTyped}
            required
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            error={countryError ?? saveErrorFor('country')}
            onChange={() => setCountryError(undefined)}
          />
          <FormField
            label="State / region (optional)"
            name="region"
            defaultValue={current?.region ?? ''}
            autoComplete="off"
            onBlur={noteTyped}
            maxLength={6}
            hint="A state or province code, such as US-CA, where its own tax applies"
            error={regionError ?? saveErrorFor('region')}
            onChange={() => setRegionError(undefined)}
          />
          {!guest && (
            <div className="mb-4">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="saveAddress"
                  className="size-5"
                  aria-describedby={saveRefused ? saveErrorId : undefined}
                />
                Save this address
              </label>
              {saveRefused && (
                <p id={saveErrorId} className="mt-1 text-sm text-red-700">
                  {saveError}
                </p>
              )}
            </div>
          )}
        </>
      )}
      {zoneProblem ? (
        <Message variant="danger">{zoneProblem}</Message>
      ) : (
        // Only a choice is shown: one method alone is named on Place Order, and a group appearing as
        // the last field is left would move Continue from under the shopper's finger mid-tap.
        methods.length > 1 && (
          <ShippingMethods
            methods={methods}
            chosen={chosenMethod}
            onChoose={setMethod}
            updating={zone.isPlaceholderData}
          />
        )
      )}
      <button type="submit" className={primaryButton} disabled={saveAddress.isPending || checking}>
        Continue
      </button>
    </form>
  );
}
