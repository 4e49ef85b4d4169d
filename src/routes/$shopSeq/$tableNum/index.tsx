import { createFileRoute, redirect } from '@tanstack/react-router';
import { yieldToMain } from '../../../api/yield-to-main.ts';
import { recordVisit } from '../../../features/session/visit.ts';

/**
 * The QR address: keeps the table token, records the visit and replaces itself with the menu.
 * Done before anything renders, so the scan costs no screen and no code of its own.
 */
export const Route = createFileRoute('/$shopSeq/$tableNum/')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  beforeLoad: async ({ params, search, location, preload }) => {
    if (preload) return;
    recordVisit({ shopSeq: params.shopSeq, tableNum: params.tableNum, token: search.token, path: location.pathname });
    // Following the redirect is a routing pass of its own: not in the same task as this one.
    await yieldToMain();
    throw redirect({ to: '/list/$shopSeq/$tableNum', params, replace: true });
  },
});
