import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeTree } from './routeTree.gen.ts';
import { activateLocale, initialLocale } from './shared/i18n/i18n.ts';
import { store } from './shared/state/store.ts';
import { captureInstallPrompt } from './shared/sw/install.ts';
import './shared/ui/base.css';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start() {
  // The browser's install offer comes early: catch it before anything awaits.
  captureInstallPrompt();
  // The catalog of the diner's language must be in place before the first paint, or the first
  // screen would flash untranslated keys.
  await activateLocale(initialLocale());
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </JotaiProvider>
    </StrictMode>,
  );
  // Off the critical path: the worker takes over once the first screen is up (see register.ts).
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    const { registerServiceWorker } = await import('./shared/sw/register.ts');
    registerServiceWorker();
  }
}

void start();
