import type { ShippingSettings } from './price-settings-api.ts';

/**
 * The shipping zones as the owner edits them: amounts as typed, ids blank until saved
 * (docs/admin.md#shipping-zones-and-tax), and the check that turns them into what the API takes.
 */

type Zone = ShippingSettings['zones'][number];
type Method = Zone['methods'][number];

export interface MethodDraft {
  key: number;
  /** Empty for a method added here: made from its name on save. */
  id: string;
  name: string;
  price: string;
  freeOver: string;
  estimate: string;
}

export interface ZoneDraft {
  key: number;
  id: string;
  name: string;
  countries: string[];
  methods: MethodDraft[];
}

export type Errors = Record<string, string>;

/** React's keys for the rows being edited: ids may be blank or change, keys never do. */
let lastKey = 0;
const key = () => ++lastKey;

export const methodDraft = (method?: Method): MethodDraft => ({
  key: key(),
  id: method?.id ?? '',
  name: method?.name ?? '',
  price: method ? String(method.price) : '',
  freeOver: method?.freeOver == null ? '' : String(method.freeOver),
  estimate: method?.estimate ?? '',
});

export const zoneDraft = (zone?: Zone): ZoneDraft => ({
  key: key(),
  id: zone?.id ?? '',
  name: zone?.name ?? '',
  countries: zone ? [...zone.countries] : [],
  methods: zone ? zone.methods.map(methodDraft) : [methodDraft()],
});

export const draftsOf = (settings: ShippingSettings): ZoneDraft[] => settings.zones.map(zoneDraft);

/** Ids the server accepts (`^[a-z0-9][a-z0-9_-]{0,39}$`), made from a name and unique beside `taken`. */
function idFrom(name: string, fallback: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** A dollar amount typed in a box; `optional` lets blank mean "none". */
function dollars(text: string, label: string, errors: Errors, at: string, optional = false): number | null {
  if (!text.trim()) {
    if (!optional) errors[at] = `${label} is required`;
    return null;
  }
  const amount = Number(text);
  if (Number.isNaN(amount) || amount < 0) errors[at] = `${label} must be an amount of at least 0`;
  return amount;
}

/** The drafts as the API takes them, and what is wrong with them before they are sent. */
export function check(zones: readonly ZoneDraft[]): { body: ShippingSettings; errors: Errors } {
  const errors: Errors = {};
  const zoneIds = new Set(zones.map((zone) => zone.id).filter(Boolean));
  const body: ShippingSettings = {
    zones: zones.map((zone) => {
      if (!zone.name.trim()) errors[`${zone.key}.name`] = 'Zone name is required';
      if (zone.countries.length === 0) errors[`${zone.key}.countries`] = 'Add at least one country';
      const zoneId = zone.id || idFrom(zone.name, 'zone', zoneIds);
      zoneIds.add(zoneId);
      const methodIds = new Set(zone.methods.map((method) => method.id).filter(Boolean));
      return {
        id: zoneId,
        name: zone.name.trim(),
        countries: zone.countries,
        methods: zone.methods.map((method) => {
          const at = `${zone.key}.${method.key}`;
          if (!method.name.trim()) errors[`${at}.name`] = 'Method name is required';
          const methodId = method.id || idFrom(method.name, 'method', methodIds);
          methodIds.add(methodId);
          return {
            id: methodId,
            name: method.name.trim(),
            price: dollars(method.price, 'Price', errors, `${at}.price`) ?? 0,
            freeOver: dollars(method.freeOver, 'Free over', errors, `${at}.freeOver`, true),
            estimate: method.estimate.trim(),
          };
        }),
      };
    }),
  };
  return { body, errors };
}
