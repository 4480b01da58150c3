import { Radio, RadioGroup } from '@headlessui/react';
import type { ProductDetails, ProductVariant } from '../../contract/products.ts';
import { valueState, variantForChoice, type ValueState } from './variants.ts';

/**
 * A swatch's colour class from the words of a value (`Blue Titanium`, `Midnight`); unknown words
 * get none. Classes, not a `style` attribute: the server-drawn page's CSP refuses inline styles.
 */
const SWATCHES: [RegExp, string][] = [
  [/black|obsidian|onyx|midnight|graphite/i, 'bg-[#1f2937]'],
  [/white|starlight|ivory/i, 'bg-[#f5f5f0]'],
  [/silver|grey|gray|natural|titanium/i, 'bg-[#b8b8b0]'],
  [/blue|navy|cobalt/i, 'bg-[#3b5b8c]'],
  [/violet|purple|lavender/i, 'bg-[#6d5a9c]'],
  [/red/i, 'bg-[#c0262d]'],
  [/rose|pink/i, 'bg-[#e8b4b8]'],
  [/hazel|green|mint/i, 'bg-[#8a9a6b]'],
  [/gold|yellow/i, 'bg-[#d4b36a]'],
];

const swatchOf = (value: string) => SWATCHES.find(([words]) => words.test(value))?.[1];

const isColour = (name: string) => /^colou?r$/i.test(name);

const STATE_TEXT: Record<ValueState, string> = {
  available: '',
  soldOut: ', sold out',
  notSold: ', not available',
};

/**
 * One radio group per option (docs/catalogue.md#variants): buttons, or colour swatches with their
 * names for a Colour option. A value whose combination with the other choices is sold out or not
 * sold is struck through and says so in its name; choosing it still shows that combination (or
 * the nearest one sold), so the shopper sees why Add To Cart is off.
 */
export function VariantPicker({
  product,
  chosen,
  onChoose,
}: {
  product: ProductDetails;
  chosen: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {(product.options ?? []).map((option) => (
        <OptionGroup
          key={option.name}
          name={option.name}
          values={option.values}
          chosenValue={chosen.options[option.name] ?? ''}
          stateOf={(value) => valueState(product, chosen, option.name, value)}
          onChange={(value) => {
            const next = variantForChoice(product, chosen, option.name, value);
            if (next) onChoose(next);
          }}
        />
      ))}
    </div>
  );
}

function OptionGroup({
  name,
  values,
  chosenValue,
  stateOf,
  onChange,
}: {
  name: string;
  values: string[];
  chosenValue: string;
  stateOf: (value: string) => ValueState;
  onChange: (value: string) => void;
}) {
  const colour = isColour(name);
  return (
    <div>
      <p aria-hidden="true" className="mb-1 text-sm">
        <span className="font-semibold">{name}</span>: {chosenValue}
      </p>
      {/* Named by aria-label: Headless UI's group names itself from its own Label only. */}
      <RadioGroup value={chosenValue} onChange={onChange} aria-label={name} className="flex flex-wrap gap-2">
        {values.map((value) => {
          const state = stateOf(value);
          const swatch = colour ? swatchOf(value) : undefined;
          return (
            <Radio
              key={value}
              value={value}
              // One name, `Hazel, sold out`: a hidden span would be read as a word of its own.
              aria-label={`${value}${STATE_TEXT[state]}`}
              title={state === 'available' ? undefined : STATE_TEXT[state].slice(2)}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm focus:outline-none data-[focus]:ring-2 data-[focus]:ring-slate-900 data-[focus]:ring-offset-2 data-[checked]:border-slate-900 data-[checked]:ring-1 data-[checked]:ring-slate-900 ${
                state === 'available'
                  ? 'border-slate-300 bg-white'
                  : 'border-dashed border-slate-300 bg-slate-50 text-slate-600'
              }`}
            >
              {swatch && (
                <span
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 rounded-full border border-slate-400 ${swatch}`}
                />
              )}
              <span className={state === 'available' ? '' : 'line-through'}>{value}</span>
            </Radio>
          );
        })}
      </RadioGroup>
    </div>
  );
}
