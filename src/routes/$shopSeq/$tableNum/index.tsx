import { createFileRoute } from '@tanstack/react-router';
import { EntryRedirect } from '../../-components/entry-redirect.tsx';

/** The QR address: keeps the table token, records the visit and replaces itself with the menu. */
export const Route = createFileRoute('/$shopSeq/$tableNum/')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: EntryRedirect,
});
