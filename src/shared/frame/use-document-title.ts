import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { pageTitleOverrideAtom } from '../ui/page-title.atoms.ts';

const DEFAULT_TITLE = msg`Table order`;

/**
 * The page title is what the screen named for what it shows, else the deepest route's title,
 * else the product's default title.
 */
export function useDocumentTitle() {
  // `_` is bound anew at each language switch, so the title is written again in the new language.
  const { _ } = useLingui();
  const matches = useMatches();
  const override = useAtomValue(pageTitleOverrideAtom);
  const title = override ?? [...matches].reverse().find((m) => m.staticData.title)?.staticData.title;
  useEffect(() => {
    document.title = _(title ?? DEFAULT_TITLE);
  }, [_, title]);
}
