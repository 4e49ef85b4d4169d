import { createRootRoute, Navigate, Outlet } from '@tanstack/react-router';
import { preloadRestOfClient } from '../api/client.ts';
import { RootLoadError } from '../shared/frame/root-load-error.tsx';
import { RootView } from '../shared/frame/root-view.tsx';
import { completeCatalog } from '../shared/i18n/i18n.ts';
import { opensScreenPastMenu } from './-components/menu-routes.ts';

export const Route = createRootRoute({
  beforeLoad: async ({ matches }) => {
    if (!opensScreenPastMenu(matches.map((match) => String(match.routeId)))) return;
    // Another screen than the menu: its calls' descriptors come alongside its code, and its words
    // (the first screen's part of the catalog holds the menu's only).
    preloadRestOfClient().catch(() => undefined);
    await completeCatalog();
  },
  errorComponent: RootLoadError,
  // An address no screen answers to (a mistyped or cut-off link) names no real table either: the
  // error page, as for a wrong shop or table number (spec section 8), in the diner's language.
  notFoundComponent: () => <Navigate to="/error" replace />,
  component: () => (
    <RootView>
      <Outlet />
    </RootView>
  ),
});
