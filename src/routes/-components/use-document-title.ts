import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

const DEFAULT_TITLE = msg`Table order`;

/** The page title follows the deepest route that names one, else the product's default title. */
export function useDocumentTitle() {
  // `_` is bound anew at each language switch, so the title is written again in the new language.
  const { _ } = useLingui();
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title;
  useEffect(() => {
    document.title = _(title ?? DEFAULT_TITLE);
  }, [_, title]);
}
