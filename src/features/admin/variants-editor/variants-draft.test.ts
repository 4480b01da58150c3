import { describe, expect, it } from 'vitest';
import { variantPhone } from '../../../test/variant-product.ts';
import { combinationLabel, draftOf, edits, type VariantsDraft } from './variants-draft.ts';

const labels = (draft: VariantsDraft) =>
  draft.rows.map((row) => combinationLabel(draft.options, row.combination));

function withFinish() {
  let draft = draftOf(variantPhone.options, variantPhone.variants);
  draft = edits.addOption(draft, 'Finish');
  const finish = draft.options.at(-1)?.id ?? '';
  draft = edits.addValue(draft, finish, 'Matte');
  return edits.addValue(draft, finish, 'Gloss');
}

describe('variants draft', () => {
  it('when a product loads, then its unsold combinations start removed', () => {
    const draft = draftOf(variantPhone.options, variantPhone.variants);
    expect(labels(draft)).toEqual([
      '128 GB / Obsidian',
      '128 GB / Hazel',
      '128 GB / Rose',
      '256 GB / Obsidian',
      '256 GB / Hazel',
    ]);
  });

  it('when an option is added, then its first value takes each row whole and the others start with its price', () => {
    const draft = withFinish();
    expect(labels(draft).slice(0, 2)).toEqual(['128 GB / Obsidian / Matte', '128 GB / Obsidian / Gloss']);
    const [matte, gloss] = draft.rows;
    expect(matte).toMatchObject({
      _id: variantPhone.variants?.[0]?._id,
      sku: 'PX8-128GB-OBSIDIAN',
      price: '699',
    });
    expect(gloss).toMatchObject({ sku: '', price: '699', countInStock: '0' });
    expect(gloss?._id).toBeUndefined();
    // 256 GB / Rose was not sold: it stays out in every finish.
    expect(labels(draft).filter((label) => label.startsWith('256 GB / Rose'))).toEqual([]);
    expect(draft.rows).toHaveLength(10);
  });

  it('when the option is removed again, then each row is back with its data', () => {
    const draft = withFinish();
    const back = edits.removeOption(draft, draft.options.at(-1)?.id ?? '');
    expect(back.rows.map((row) => row.sku)).toEqual(variantPhone.variants?.map((variant) => variant.sku));
  });
});
