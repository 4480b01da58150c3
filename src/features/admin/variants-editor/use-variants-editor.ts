import { useState } from 'react';
import type { ProductBody, ProductOption, ProductVariant } from '../../../contract/products.ts';
import { draftOf, type VariantsDraft } from './variants-draft.ts';
import { derivedFigures, hasProblems, variantProblems, variantsBody } from './variants-checks.ts';

/**
 * The product form's handle on its variants: the editor's state, what the save sends, and whether
 * the product's own price and stock are derived. Kept out of the form so the form only mounts it.
 */
export function useVariantsEditor(
  product: { options?: ProductOption[]; variants?: ProductVariant[] } | undefined,
  onEdit: () => void,
) {
  const [draft, setDraft] = useState<VariantsDraft>(() => draftOf(product?.options, product?.variants));
  // Problems show once a save was tried, then follow each edit.
  const [checked, setChecked] = useState(false);
  const [uploads, setUploads] = useState(0);
  // Bumped by a refused check: the editor then moves the focus to the first problem it shows.
  const [focusRequest, setFocusRequest] = useState(0);
  const hadVariants = (product?.options?.length ?? 0) > 0;
  const hasVariants = draft.options.length > 0;
  const derived = hasVariants ? derivedFigures(draft) : undefined;

  return {
    draft,
    focusRequest,
    problems: checked ? variantProblems(draft) : undefined,
    /** Set while the variants stand in for the product's own price and stock, as the form's texts. */
    derived: derived && { price: String(derived.price), countInStock: String(derived.countInStock) },
    /** The product's price or stock input while variants set it: shown, not editable, and why. */
    derivedField: (field: 'price' | 'countInStock') =>
      derived
        ? {
            value: String(derived[field]),
            disabled: true,
            hint:
              field === 'price'
                ? 'Set by the variants: their lowest price.'
                : 'Set by the variants: their stock added up.',
          }
        : {},
    uploading: uploads > 0,
    change: (edit: (draft: VariantsDraft) => VariantsDraft) => {
      setDraft(edit);
      onEdit();
    },
    onUploadingChange: (uploading: boolean) => {
      setUploads((count) => count + (uploading ? 1 : -1));
    },
    /**
     * Checks the variants: not ok when there is a problem (shown, and the first focused),
     * otherwise what the save adds: both lists, or nothing for a product that never had variants.
     */
    check: ({
      focus,
    }: {
      focus: boolean;
    }): { ok: false } | { ok: true; body: Pick<ProductBody, 'options' | 'variants'> } => {
      setChecked(true);
      if (hasProblems(variantProblems(draft))) {
        if (focus) setFocusRequest((count) => count + 1);
        return { ok: false };
      }
      if (!hasVariants && !hadVariants) return { ok: true, body: {} };
      return { ok: true, body: variantsBody(draft) };
    },
  };
}

export type VariantsEditorHandle = ReturnType<typeof useVariantsEditor>;
