/**
 * The one fallback chain for translated names (menus, categories, options, option groups,
 * descriptions): Korean is the menu's own text; any other language takes its translation,
 * then the English translation, then the English field, then the Korean text. Empty or blank
 * strings count as missing at every step.
 */
type MaybeText = string | null | undefined;

export interface LocalizedSource {
  /** The Korean text as the shop wrote it. */
  own: MaybeText;
  /** The English field some entities carry beside their translations (`engMenuName`, …). */
  eng?: MaybeText;
  /** The translation for a locale code, if any. */
  translation: (localeCode: string) => MaybeText;
}

function present(text: MaybeText): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** Picks the text to show in `localeCode`, or '' when every step is missing. */
export function pickLocalized(localeCode: string, source: LocalizedSource): string {
  const chain: (() => MaybeText)[] =
    localeCode === 'ko'
      ? [() => source.own, () => source.translation('en'), () => source.eng]
      : [() => source.translation(localeCode), () => source.translation('en'), () => source.eng, () => source.own];
  for (const step of chain) {
    const text = step();
    if (present(text)) return text;
  }
  return '';
}

/** A lookup over a translation list, e.g. `byLocale(menu.localeMenu, (l) => l.menuName)`. */
export function byLocale<T extends { localeCode: string }>(
  entries: readonly T[] | null | undefined,
  text: (entry: T) => MaybeText,
): (localeCode: string) => MaybeText {
  return (code) => {
    const found = entries?.find((e) => e.localeCode === code && present(text(e)));
    return found ? text(found) : undefined;
  };
}
