/**
 * A checkout step's main button, kept on screen below lg in a bar fixed to the bottom with the
 * figure it acts on beside it; from lg it sits in place at the end of the summary. The page keeps
 * room after its footer for the bar (src/index.css), so the bar never covers the page's end.
 */
export const BOTTOM_BAR =
  'fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-slate-200 bg-white p-3 shadow-lg lg:static lg:z-auto lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none';
