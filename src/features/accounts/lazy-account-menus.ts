import { lazy } from 'react';

/** The header's menus for a signed-in user; their code loads only once someone has signed in. */
export const AccountMenus = /* @__PURE__ */ lazy(() => import('./account-menus.tsx'));
