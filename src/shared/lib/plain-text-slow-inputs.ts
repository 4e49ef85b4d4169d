/**
 * Text a shop can type that made the old regular expressions rescan the rest of the text from
 * every position, as patterns to repeat `copies` times (for the unit test and `npm run bench:text`).
 */
export const SLOW_INPUTS: [string, (copies: number) => string][] = [
  ['style tags that never close', (n) => '<style '.repeat(n)],
  ['script tags that never close', (n) => '<script>'.repeat(n)],
  ['tags that never close', (n) => '<a'.repeat(n)],
  ['a long run of spaces', (n) => `a${' '.repeat(n)}b`],
  ['a long run of spaces and tabs before text', (n) => `${' \t'.repeat(n)}x\n`],
  ['breaks that never close', (n) => '<br    '.repeat(n)],
  ['closing tags that never end', (n) => '</script   '.repeat(n)],
  ['ampersands before long words', (n) => `&${'a'.repeat(100)}`.repeat(Math.ceil(n / 50))],
];
