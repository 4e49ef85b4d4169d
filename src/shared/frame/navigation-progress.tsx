import { useRouterState } from '@tanstack/react-router';
import './navigation-progress.css';

/**
 * A thin line across the top while the next screen loads (its code, its data, the session check
 * before payment). A tap that opens a screen is answered in the tap's own frame, not once the
 * screen has arrived: on a slow phone that was a tap with no sign of life for a few hundred ms
 * (two seconds before payment, which checks the session first). Decoration only: a screen reader
 * hears the new screen's title when it comes (focus moves to it).
 */
export function NavigationProgress() {
  const loading = useRouterState({
    select: (s) =>
      s.status === 'pending' && s.resolvedLocation !== undefined && s.location.href !== s.resolvedLocation.href,
  });
  return loading ? <div className="navigation-progress" aria-hidden="true" /> : null;
}
