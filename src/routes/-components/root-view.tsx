import type { ReactNode } from 'react';
import { AlertPopup } from '../../shared/ui/alert-popup.tsx';
import { Toaster } from '../../shared/ui/toaster.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** The routed content plus the app-wide pieces every screen shares: the alert popup and toasts. */
export function RootView({ children }: { children: ReactNode }) {
  useDocumentTitle();
  return (
    <div className="app">
      {children}
      <AlertPopup />
      <Toaster />
    </div>
  );
}
