export { useVariantsEditor, type VariantsEditorHandle } from './use-variants-editor.ts';
export { VariantsEditor } from './variants-editor.tsx';
