import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type SubmitEvent } from 'react';
import { CheckoutSteps } from '../features/checkout/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Meta } from '../components/meta.tsx';
import { SHIPPING_TITLE } from '../contract/page-titles.ts';
import { useCart } from '../stores/cart.ts';
import { formValues } from '../lib/form-values.ts';

export const Route = createFileRoute('/_signedIn/shipping')({
  component: ShippingScreen,
});

function ShippingScreen() {
  const saved = useCart((state) => state.shippingAddress);
  const saveShippingAddress = useCart((state) => state.saveShippingAddress);
  const navigate = useNavigate();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formValues(event.currentTarget);
    const text = (name: string) => read(name).trim();
    saveShippingAddress({
      address: text('address'),
      city: text('city'),
      postalCode: text('postalCode'),
      country: text('country'),
    });
    void navigate({ to: '/payment' });
  }

  return (
    <>
      <Meta title={SHIPPING_TITLE} />
      <CheckoutSteps current={2} />
      <FormContainer>
        <h1 className="mb-6 text-2xl font-bold">Shipping</h1>
        <form onSubmit={submit}>
          <FormField
            label="Address"
            name="address"
            defaultValue={saved?.address}
            autoComplete="street-address"
            required
            maxLength={200}
          />
          <FormField
            label="City"
            name="city"
            defaultValue={saved?.city}
            autoComplete="address-level2"
            required
            maxLength={200}
          />
          <FormField
            label="Postal Code"
            name="postalCode"
            defaultValue={saved?.postalCode}
            autoComplete="postal-code"
            required
            maxLength={20}
          />
          <FormField
            label="Country"
            name="country"
            defaultValue={saved?.country}
            autoComplete="country-name"
            required
            maxLength={200}
          />
          <button type="submit" className={primaryButton}>
            Continue
          </button>
        </form>
      </FormContainer>
    </>
  );
}
