import { createFileRoute, redirect } from '@tanstack/react-router';
import { CONFIG } from '../shared/config.ts';

/** Sends the diner on to the product's external info site. */
export const Route = createFileRoute('/info')({
  beforeLoad: () => {
    throw redirect({ href: CONFIG.infoSite, reloadDocument: true });
  },
});
