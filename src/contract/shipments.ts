import { Type, type Static } from 'typebox';
import { IsoDate, SingleLineText } from './common.ts';

/**
 * Shipments (docs/orders-and-payments.md#shipments): the carriers whose public tracking page the
 * order links to, the admin's "Mark As Shipped" body and the shipment as an order shows it. Any
 * other carrier may be named; its tracking number is then shown without a link.
 */
export const KNOWN_CARRIERS = ['UPS', 'FedEx', 'USPS', 'DHL'] as const;
export type KnownCarrier = (typeof KNOWN_CARRIERS)[number];

const TRACKING_PAGES: Record<KnownCarrier, (number: string) => string> = {
  UPS: (number) => `https://www.ups.com/track?tracknum=${number}`,
  FedEx: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  USPS: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  DHL: (number) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${number}`,
};

/** Letters, digits, and single spaces or hyphens between them: what carriers print, nothing else. */
export const TRACKING_NUMBER_PATTERN = '^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$';
const trackingNumberShape = new RegExp(TRACKING_NUMBER_PATTERN);

/** A known carrier's own spelling for a name typed in any case (`ups` → `UPS`), else undefined. */
export function knownCarrier(name: string): KnownCarrier | undefined {
  const wanted = name.trim().toLowerCase();
  return KNOWN_CARRIERS.find((carrier) => carrier.toLowerCase() === wanted);
}

/** The carrier's public tracking page for this number, or null for a carrier we do not know. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const known = knownCarrier(carrier);
  if (!known || !trackingNumberShape.test(trackingNumber)) return null;
  return TRACKING_PAGES[known](encodeURIComponent(trackingNumber));
}

export const ShipBody = Type.Object({
  /** UPS, FedEx, USPS, DHL (any case), or another carrier's name. */
  carrier: SingleLineText({ minLength: 1, maxLength: 40 }),
  trackingNumber: Type.String({ minLength: 4, maxLength: 40, pattern: TRACKING_NUMBER_PATTERN }),
});
export type ShipBody = Static<typeof ShipBody>;

export const Shipment = Type.Object({
  carrier: Type.String(),
  trackingNumber: Type.String(),
  /** The carrier's tracking page; null for a carrier the shop does not know. */
  trackingUrl: Type.Union([Type.String(), Type.Null()]),
  shippedAt: IsoDate,
});
export type Shipment = Static<typeof Shipment>;
