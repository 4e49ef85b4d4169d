import type { MessageDescriptor } from '@lingui/core';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Shown as the document title while the route is the deepest match. */
    title?: MessageDescriptor;
  }
}
