import { createRootRoute, Outlet } from '@tanstack/react-router';
import { RootView } from './-components/root-view.tsx';

export const Route = createRootRoute({
  component: () => (
    <RootView>
      <Outlet />
    </RootView>
  ),
});
