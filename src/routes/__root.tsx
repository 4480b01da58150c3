import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { AccountMenus } from '../features/accounts/index.ts';
import { CategoriesMenu, CompareBarSlot, SearchBox } from '../features/catalogue/index.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <Header
        search={(close) => <SearchBox onSearch={close} />}
        categories={(close) => <CategoriesMenu onNavigate={close} />}
        accountMenus={(userInfo, close) => <AccountMenus userInfo={userInfo} onNavigate={close} />}
      />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
      <CompareBarSlot />
    </div>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Only an address with no screen needs it: fetched then, out of the startup file.
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found.tsx'), 'NotFound'),
});
