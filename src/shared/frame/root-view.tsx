import type { ReactNode } from 'react';
import { AlertPopup } from '../ui/alert-popup.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { CatalogNotice } from './catalog-notice.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { PersistenceNotice } from './persistence-notice.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import './app-notices.css';

/**
 * The routed content plus the app-wide pieces every screen shares: the line while a screen loads,
 * the connection line, the new-version prompt, the storage notice, the alert popup and toasts.
 */
export function RootView({ children }: { children: ReactNode }) {
  useDocumentTitle();
  return (
    <div className="app">
      <NavigationProgress />
      <ConnectionStatus />
      <UpdatePrompt />
      <PersistenceNotice />
      <CatalogNotice />
      {children}
      <AlertPopup />
      <Toaster />
    </div>
  );
}
