// Writes translations into the seven catalogs from a JSON map, so a change's new messages are
// translated in one step after `npm run i18n:extract`:
//   node scripts/i18n-fill.mjs translations.json
// where the JSON is { "<message id as in the code>": { "ko": "…", "jp": "…", "ch": "…", "al": "…", "vi": "…", "ru": "…", "en"?: "…" } }.
// English defaults to the message id itself. Messages not in the catalogs are reported, not added.

import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const LOCALES = ['ko', 'en', 'jp', 'ch', 'al', 'vi', 'ru'];
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/i18n-fill.mjs <translations.json>');
  process.exit(2);
}
const map = JSON.parse(readFileSync(file, 'utf8'));
const unknown = new Set(Object.keys(map));
for (const locale of LOCALES) {
  const path = `locales/${locale}/messages.po`;
  const po = PO.parse(readFileSync(path, 'utf8'));
  for (const item of po.items) {
    const entry = map[item.msgid];
    if (!entry) {
      if (locale === 'en' && !item.msgstr[0]) item.msgstr = [item.msgid];
      continue;
    }
    unknown.delete(item.msgid);
    const text = locale === 'en' ? (entry.en ?? item.msgid) : entry[locale];
    if (typeof text === 'string' && text !== '') item.msgstr = [text];
  }
  writeFileSync(path, `${po.toString()}\n`);
}
if (unknown.size)
  console.warn(`not in the catalogs (run npm run i18n:extract first?):\n  ${[...unknown].join('\n  ')}`);
console.log('catalogs updated');

// Let Lingui write the files back in its own layout, so `npm test`'s no-diff check stays green.
import { spawnSync } from 'node:child_process';

spawnSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
