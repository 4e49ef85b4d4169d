/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript } from './scripts/boot-script-plugin.ts';
import { catalogPartsPlugin } from './scripts/catalog-parts-plugin.ts';
import { demoValuesPlugin } from './scripts/demo-values-plugin.ts';
import { HEADERS_FILE } from './scripts/security-headers.ts';
import { securityHeadersPlugin } from './scripts/security-headers-plugin.ts';
import { mechanismsLeftOut, pageWithout } from './scripts/startup-mechanisms.ts';
import { demoServicePlugin } from './server/vite-plugin.ts';
import { manifest } from './src-sw/manifest.ts';

const buildId = process.env.VITE_BUILD_ID?.replace(/[^\w.-]/g, '');
// A bench build that leaves start-up mechanisms out, to measure what each buys (npm run bench:ablation).
const without = mechanismsLeftOut(process.env.BENCH_WITHOUT);

export default defineConfig(({ mode }) => ({
  plugins: [
    // A build for a real order service must not keep the demo's relay, gateways or company.
    demoValuesPlugin(),
    without.size > 0
      ? {
          name: 'table-order:bench-without',
          transformIndexHtml: { order: 'pre', handler: (html: string) => pageWithout(html, without) },
        }
      : null,
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The menu list, the screen a scan opens, is not split: its component travels with the
        // app's start-up code (the `app` group below), one file and one gzip stream instead of
        // three, about 2.6 KiB less (docs/performance.md). Every other screen's loader travels in
        // one file with its component, fetched when the diner goes there, so its guards and calls
        // stay out of the first load.
        splitBehavior: ({ routeId }) =>
          routeId === '/list/$shopSeq/$tableNum'
            ? [['errorComponent'], ['pendingComponent'], ['notFoundComponent']]
            : [['loader', 'component'], ['errorComponent'], ['pendingComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // The Lingui macro is a Babel plugin; plugin-react 6 has no babel option, so it runs on its own.
    // The router's code splitting adds `?tsr-split=…` to route modules: those need the macro too.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/src\/.*\.[jt]sx?(\?.*)?$/ }),
    lingui(),
    // Each catalog in two files: the first screen's messages and the rest.
    catalogPartsPlugin(),
    // Sends the menu's first calls and asks for its code while the app itself downloads.
    bootScript('src/boot/early-requests.ts', without),
    // The Content Security Policy and other headers, hashed from the pages this build ships.
    securityHeadersPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src-sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: {
        // The shell, every route chunk, every locale catalog, the icons and the offline page, so
        // any route opens offline after one visit. Store screenshots are for the install dialog only.
        // The headers file too: the worker serves its cached pages with the build's own policy.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}', HEADERS_FILE],
        globIgnores: ['**/screenshots/**', 'sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    mode === 'test' ? null : demoServicePlugin(),
  ],
  define: { __BENCH_WITHOUT_YIELDS__: JSON.stringify(without.has('yields')) },
  resolve: {
    alias: [
      // The router's store asks for the shim that brings useSyncExternalStore to React 17; React 19
      // has it, and the package's own non-shim entry uses React's.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    // Every browser the app supports (es2022 modules) knows modulepreload; the polyfill would be
    // a file of its own that every start downloads and runs first.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    // A build id stamped into every chunk changes every file name, so two builds of the same code
    // differ as two releases would (the update journey's "new version").
    rolldownOptions: {
      // A feature's public.ts only names what the feature offers others: a screen importing one
      // name from it must not bring the modules behind the other names into its chunk (the menu's
      // first load would carry "order again" and the cart's editing side).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/, sideEffects: false }],
      },
      output: {
        ...(buildId ? { postBanner: `/* build ${buildId} */` } : {}),
        codeSplitting: {
          groups: [
            {
              // The libraries every first screen runs, in one file instead of a dozen small ones: on
              // a slow phone each extra request before the menu costs a round trip. Libraries only
              // some screens use (keen-slider, workbox-window) stay in their lazy chunks, and so does
              // ky: the boot script's requests answer the menu's first calls (api/client.ts).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|jotai|use-sync-external-store|valibot|idb-keyval)[\\/]/,
            },
            {
              // The source language's first part is start-up code (shared/i18n/i18n.ts), but a file
              // of its own: gzip packs Korean text among the app's code 1 KiB worse than apart.
              name: 'source-messages',
              test: /catalog-part:ko\/first$/,
            },
            {
              // The app's own modules that every start runs, the menu screen's included, in one file
              // too: left to the automatic split they come as a dozen tiny files (each shared with
              // some lazy screen), and every file the page names costs the main thread before the
              // first paint. Other pages (the waiting list, the group page) run the menu's module
              // code too, which they used to preload anyway.
              name: 'app',
              test: /[\\/]src[\\/]/,
              tags: ['$initial'],
            },
            {
              // What the page loads once it has loaded, whatever the screen: the worker's
              // registration with workbox-window, focus between screens and the sweep of kept tables.
              // One file, not three: 0.3 KiB less gzipped and two requests fewer on a phone network.
              name: 'after-load',
              test: /(node_modules[\\/]workbox-window[\\/]|[\\/]src[\\/](shared[\\/]sw[\\/](register|bridge|warm-up)|shared[\\/]frame[\\/]screen-focus|shared[\\/]state[\\/](table-sweep|storage-bound))\.)/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5190, strictPort: true },
  preview: { port: 5191, strictPort: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'src-sw/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
}));
