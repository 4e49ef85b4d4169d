import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from './locales.ts';

/** The active UI locale code (ko, en, jp, …) for prices, names and calls that take a locale. */
export function useUiLocale(): UiLocale {
  const { i18n } = useLingui();
  return isUiLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
