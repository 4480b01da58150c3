import { useState, type SubmitEvent } from 'react';
import type { Order } from '../../contract/orders.ts';
import { KNOWN_CARRIERS, TRACKING_NUMBER_PATTERN } from '../../contract/shipments.ts';
import { SelectField } from '../../components/form-controls.tsx';
import { FormField, primaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { useShipOrder } from '../orders/index.ts';

const OTHER = 'Other';

const trackingShape = new RegExp(TRACKING_NUMBER_PATTERN);

/** The admin's "Mark As Shipped": a carrier (or another's name) and the tracking number. */
export function ShipOrderForm({ order }: { order: Order }) {
  const ship = useShipOrder();
  const [carrier, setCarrier] = useState<string>(KNOWN_CARRIERS[0]);
  const [otherCarrier, setOtherCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = trackingNumber.trim();
    const name = carrier === OTHER ? otherCarrier.trim() : carrier;
    if (!name) return setError('Enter the carrier');
    if (number.length < 4 || number.length > 40 || !trackingShape.test(number)) {
      return setError('Enter the tracking number: 4 to 40 letters, digits, spaces or hyphens');
    }
    setError(undefined);
    ship.mutate({ id: order._id, shipment: { carrier: name, trackingNumber: number } });
  }

  return (
    <form
      aria-label="Ship order"
      className="mt-4 border-t border-slate-200 pt-4"
      onSubmit={submit}
      noValidate
    >
      {ship.error && <Message variant="danger">{ship.error.message}</Message>}
      <SelectField label="Carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)}>
        {KNOWN_CARRIERS.map((known) => (
          <option key={known} value={known}>
            {known}
          </option>
        ))}
        <option value={OTHER}>Other carrier</option>
      </SelectField>
      {carrier === OTHER && (
        <FormField
          label="Carrier name"
          value={otherCarrier}
          maxLength={40}
          onChange={(event) => setOtherCarrier(event.target.value)}
        />
      )}
      <FormField
        label="Tracking number"
        value={trackingNumber}
        maxLength={40}
        autoComplete="off"
        error={error}
        onChange={(event) => setTrackingNumber(event.target.value)}
      />
      <button type="submit" className={`${primaryButton} w-full`} disabled={ship.isPending}>
        Mark As Shipped
      </button>
    </form>
  );
}
