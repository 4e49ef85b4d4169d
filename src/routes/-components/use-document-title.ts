import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

const DEFAULT_TITLE = msg`Table order`;

/** The page title follows the deepest route that names one, else the product's default title. */
export function useDocumentTitle() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title;
  // The i18n object stays the same across a language switch: its locale is what changes.
  const { locale } = i18n;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is written again in the new language
  useEffect(() => {
    document.title = i18n._(title ?? DEFAULT_TITLE);
  }, [i18n, title, locale]);
}
