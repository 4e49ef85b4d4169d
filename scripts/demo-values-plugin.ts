/**
 * Stops a production build that would ship demo values: a build with `VITE_API_BASE` set is meant
 * for a real order service, and a relay, order-link host or gateway script left at its demo value
 * answers 404 on the deployer's host (nothing warns until a diner pays), while a footer without the
 * operator's company hides who sells. The message names every such setting at once.
 */
import type { Plugin } from 'vite';
import { demoValuesLeft, type SettingsEnv } from '../src/settings/settings.ts';

export function demoValuesMessage(names: readonly string[]): string {
  return [
    'This production build (VITE_API_BASE is set) keeps demo values. Set each of these for your deployment',
    '(docs/deploy.md lists what each one means):',
    ...names.map((name) => `  ${name}`),
  ].join('\n');
}

export function demoValuesPlugin(): Plugin {
  return {
    name: 'table-order:demo-values',
    apply: 'build',
    configResolved(config) {
      const left = demoValuesLeft(config.env as SettingsEnv);
      if (left.length > 0) throw new Error(demoValuesMessage(left));
    },
  };
}
