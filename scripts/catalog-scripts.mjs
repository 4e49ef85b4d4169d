// Each language's catalog in its own script: a translation left in English, or pasted in the wrong
// language, is caught before it ships. For each catalog, the share of its messages whose text is
// written in that language's script must be at least MIN_SHARE (95 %); a message made only of
// placeholders, tags and digits needs no script.
//
//   node scripts/catalog-scripts.mjs        (run by npm test)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

export const MIN_SHARE = 0.95;

/** What each catalog's text must contain: the script its language is written in. */
export const SCRIPTS = {
  ko: /\p{Script=Hangul}/u,
  en: /\p{Script=Latin}/u,
  jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ch: /\p{Script=Han}/u,
  al: /\p{Script=Arabic}/u,
  // Latin letters with Vietnamese tone or vowel marks (read decomposed), or đ.
  vi: /\p{Script=Latin}[\u0300\u0301\u0302\u0303\u0306\u0309\u031B\u0323]|[đĐ]/u,
  ru: /\p{Script=Cyrillic}/u,
};

/** Placeholders (`{name}`, `#`), ICU plural and select syntax and tags, none of which is language. */
function languageOf(text) {
  return text
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, ' ')
    .replace(/(^|[\s}])(=\d+|zero|one|two|few|many|other)\s*\{/g, ' ')
    .replace(/\{\s*\w+\s*\}/g, ' ')
    .replace(/<\/?\d+\s*\/?>/g, ' ')
    .replace(/[{}#]/g, ' ')
    .normalize('NFD');
}

/** Whether a message has words at all (else any translation will do). */
export function needsScript(messageId) {
  return /\p{L}/u.test(languageOf(messageId));
}

/**
 * How much of one catalog is in its script.
 * @param {string} locale one of SCRIPTS' keys
 * @param {{ id: string, text: string }[]} messages the message ids and their translations
 */
export function scriptShare(locale, messages) {
  const script = SCRIPTS[locale];
  if (!script) throw new Error(`no script known for the catalog ${locale}`);
  const judged = messages.filter((message) => needsScript(message.id));
  const inScript = judged.filter((message) => script.test(languageOf(message.text)));
  return {
    judged: judged.length,
    inScript: inScript.length,
    share: judged.length ? inScript.length / judged.length : 0,
  };
}

/** A catalog's messages; an empty translation counts as not translated. */
export function messagesOf(poText) {
  return PO.parse(poText)
    .items.filter((item) => item.msgid !== '' && !item.obsolete)
    .map((item) => ({ id: item.msgid, text: item.msgstr.join('') }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const locale of Object.keys(SCRIPTS)) {
    const path = `locales/${locale}/messages.po`;
    let text;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      console.error(`✖ ${path} is missing`);
      failed = true;
      continue;
    }
    const { judged, inScript, share } = scriptShare(locale, messagesOf(text));
    const ok = judged > 0 && share >= MIN_SHARE;
    if (!ok) failed = true;
    console.log(
      `${ok ? '✔' : '✖'} ${locale}: ${inScript} of ${judged} messages in its script (${(share * 100).toFixed(1)} %)`,
    );
  }
  if (failed) console.error(`Each catalog needs at least ${MIN_SHARE * 100} % of its messages in its own script.`);
  process.exit(failed ? 1 : 0);
}
