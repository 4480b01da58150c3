import type { SpecField } from '../../contract/specs.ts';
import { type Db, categorySpecFields, productSpecs } from '../db/index.ts';

/**
 * The demo catalogue's specs (docs/catalogue.md#specs): each category's fields, and each product's
 * values, with figures from the makers' published specifications. A product sold in variants
 * leaves out what its options say (the iPhone's `Storage` option, `128 GB`…, answers the phones'
 * `Storage` field for each storage it has in stock), so its specs table does not name one size.
 */

const number = (name: string, unit: string): SpecField => ({ name, kind: 'number', unit });
const text = (name: string): SpecField => ({ name, kind: 'text', unit: null });
const yesNo = (name: string): SpecField => ({ name, kind: 'yes/no', unit: null });

export const demoSpecFields: Record<string, SpecField[]> = {
  Phones: [number('Screen size', 'in'), number('Storage', 'GB'), number('Battery', 'mAh'), yesNo('5G')],
  Laptops: [
    number('Screen size', 'in'),
    text('Processor'),
    number('Memory', 'GB'),
    number('Storage', 'GB'),
    number('Weight', 'kg'),
  ],
  Audio: [text('Type'), number('Battery life', 'h'), yesNo('Noise cancelling'), yesNo('Water resistant')],
  Gaming: [text('Type'), number('Storage', 'GB'), yesNo('Portable')],
  Cameras: [text('Type'), number('Resolution', 'MP'), yesNo('4K video'), number('Weight', 'g')],
  Accessories: [text('Type'), yesNo('Wireless'), number('Weight', 'g')],
  Wearables: [number('Case size', 'mm'), number('Battery life', 'days'), yesNo('GPS')],
  TV: [number('Screen size', 'in'), text('Panel'), number('Refresh rate', 'Hz')],
};

type DemoSpecValues = Record<string, number | string | boolean>;

export const demoSpecs: Record<string, DemoSpecValues> = {
  'Apple iPhone 15 Pro': { 'Screen size': 6.1, Battery: 3274, '5G': true },
  'Samsung Galaxy S24': { 'Screen size': 6.2, Battery: 4000, '5G': true },
  'Google Pixel 8': { 'Screen size': 6.2, Battery: 4575, '5G': true },
  'OnePlus 12 256GB': { 'Screen size': 6.82, Storage: 256, Battery: 5400, '5G': true },
  'Apple MacBook Air 13-inch (M3)': { 'Screen size': 13.6, Processor: 'Apple M3', Weight: 1.24 },
  // Its `1 TB` variant is no value of the GB field (docs/catalogue.md#spec-filters): 512 answers it.
  'Dell XPS 14 Laptop': { 'Screen size': 14.5, Processor: 'Intel Core Ultra 7 155H', Weight: 1.68 },
  'Lenovo ThinkPad X1 Carbon Gen 12': {
    'Screen size': 14,
    Processor: 'Intel Core Ultra 7 165U',
    Memory: 32,
    Storage: 1024,
    Weight: 1.09,
  },
  'ASUS ROG Zephyrus G14 Gaming Laptop': {
    'Screen size': 14,
    Processor: 'AMD Ryzen 9 8945HS',
    Memory: 32,
    Storage: 1024,
    Weight: 1.5,
  },
  'Sony WH-1000XM5 Wireless Headphones': {
    Type: 'Headphones',
    'Battery life': 30,
    'Noise cancelling': true,
    'Water resistant': false,
  },
  'Apple AirPods Pro 2 Wireless Earbuds': {
    Type: 'Earbuds',
    'Battery life': 6,
    'Noise cancelling': true,
    'Water resistant': true,
  },
  'Bose SoundLink Flex Bluetooth Speaker': {
    Type: 'Speaker',
    'Battery life': 12,
    'Noise cancelling': false,
    'Water resistant': true,
  },
  'JBL Charge 5 Portable Speaker': {
    Type: 'Speaker',
    'Battery life': 20,
    'Noise cancelling': false,
    'Water resistant': true,
  },
  'Sennheiser Momentum 4 Wireless Headphones': {
    Type: 'Headphones',
    'Battery life': 60,
    'Noise cancelling': true,
    'Water resistant': false,
  },
  'Sonos Beam (Gen 2) Soundbar': { Type: 'Soundbar', 'Noise cancelling': false, 'Water resistant': false },
  'Sony PlayStation 5 Slim Console': { Type: 'Console', Storage: 1024, Portable: false },
  'Nintendo Switch OLED Model': { Type: 'Console', Storage: 64, Portable: true },
  'Xbox Wireless Controller': { Type: 'Controller', Portable: true },
  'Valve Steam Deck OLED 512GB': { Type: 'Handheld PC', Storage: 512, Portable: true },
  'Canon EOS R50 Mirrorless Camera with 18-45mm Lens': {
    Type: 'Mirrorless',
    Resolution: 24.2,
    '4K video': true,
    Weight: 375,
  },
  'Sony Alpha 7 IV Full-Frame Mirrorless Camera': {
    Type: 'Mirrorless',
    Resolution: 33,
    '4K video': true,
    Weight: 658,
  },
  'GoPro HERO12 Black Action Camera': { Type: 'Action', Resolution: 27, '4K video': true, Weight: 154 },
  'Fujifilm Instax Mini 12 Instant Camera': { Type: 'Instant', '4K video': false, Weight: 306 },
  'Logitech MX Master 3S Wireless Mouse': { Type: 'Mouse', Wireless: true, Weight: 141 },
  'Keychron K2 Wireless Mechanical Keyboard': { Type: 'Keyboard', Wireless: true, Weight: 663 },
  'Anker Nano 65W USB-C Charger': { Type: 'Charger', Wireless: false, Weight: 112 },
  'Samsung T7 Portable SSD 1TB': { Type: 'Portable SSD', Wireless: false, Weight: 58 },
  'UGREEN USB-C to USB-C Braided Cable 1m': { Type: 'Cable', Wireless: false, Weight: 30 },
  'Apple Watch Series 9 GPS 45mm': { 'Case size': 45, 'Battery life': 1.5, GPS: true },
  'Samsung Galaxy Watch6 44mm': { 'Case size': 44, 'Battery life': 1.7, GPS: true },
  'Fitbit Charge 6 Fitness Tracker': { 'Battery life': 7, GPS: true },
  'Garmin Forerunner 265 GPS Running Watch': { 'Case size': 46, 'Battery life': 13, GPS: true },
  'LG C3 55-inch OLED 4K TV': { 'Screen size': 55, Panel: 'OLED', 'Refresh rate': 120 },
  'Samsung Q80C 65-inch QLED 4K TV': { 'Screen size': 65, Panel: 'QLED', 'Refresh rate': 120 },
  'TCL Q6 50-inch 4K Google TV': { 'Screen size': 50, Panel: 'QLED', 'Refresh rate': 60 },
};

/** Every demo category's spec fields, before its products. */
export async function seedSpecFields(db: Db): Promise<void> {
  const rows = Object.entries(demoSpecFields).flatMap(([category, fields]) =>
    fields.map((field, position) => ({ category, nameKey: field.name.toLowerCase(), ...field, position })),
  );
  await db.insert(categorySpecFields).values(rows);
}

/** A demo product's specs, each in the column of its field's kind. */
export async function seedProductSpecs(db: Db, productId: string, category: string, name: string) {
  const fields = demoSpecFields[category] ?? [];
  const rows = Object.entries(demoSpecs[name] ?? {}).flatMap(([specName, value]) => {
    const field = fields.find((candidate) => candidate.name === specName);
    if (!field) throw new Error(`demo spec ${specName} of ${name} is no field of ${category}`);
    return {
      productId,
      category,
      nameKey: field.name.toLowerCase(),
      kind: field.kind,
      numberValue: typeof value === 'number' ? value : null,
      textValue: typeof value === 'string' ? value : null,
      boolValue: typeof value === 'boolean' ? value : null,
    };
  });
  if (rows.length > 0) await db.insert(productSpecs).values(rows);
}
