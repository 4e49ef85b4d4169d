import { createRootRoute, Outlet } from '@tanstack/react-router';
import { needsRestOfCatalog } from '../shared/i18n/catalog-parts.ts';
import { loadRestOfCatalog } from '../shared/i18n/i18n.ts';
import { RootView } from './-components/root-view.tsx';

export const Route = createRootRoute({
  beforeLoad: ({ matches }) =>
    needsRestOfCatalog(matches.map((match) => String(match.routeId))) ? loadRestOfCatalog() : undefined,
  component: () => (
    <RootView>
      <Outlet />
    </RootView>
  ),
});
