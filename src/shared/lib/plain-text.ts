/**
 * Text typed by shop staff (notices, menu names, descriptions) sometimes carries editor markup or
 * worse. We never hand it to the page as HTML: these turn it into plain text that React then
 * escapes. Tags go (scripts and styles with their content), breaks and block ends become line
 * breaks, entities are decoded once.
 *
 * Every step is one forward pass over the text. The regular expressions this replaced rescanned
 * the rest of the text from every `<` that had no `>` after it, and every run of spaces from each
 * of its spaces: 140 KB of `'<style '` took seconds, long enough to freeze the menu on a phone. What
 * is shown is capped too, so no field can push the screen around with a novel.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The most of a field that is read at all; what is shown is capped again after stripping. */
export const MAX_INPUT_LENGTH = 100_000;
/** The most characters a multi-line text (a notice, a description) shows. */
export const MAX_TEXT_LENGTH = 5_000;
/** The most characters a one-line label (a name) shows. */
export const MAX_LABEL_LENGTH = 300;

/** One pass, so '&amp;lt;' becomes '&lt;' and not '<'. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{1,32});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_ENDS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const RAW_TEXT_TAGS = new Set(['script', 'style']);

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isWordChar(code: number): boolean {
  return isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 95;
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/**
 * Finds, for positions that only move forward, the next place a substring starts. A search that
 * finds nothing is remembered, so a thousand `<` with no `>` after them cost one scan, not a
 * thousand.
 */
function forwardFinder(haystack: string, needle: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1 || found >= from) return found;
    found = haystack.indexOf(needle, from);
    return found;
  };
}

/** Where the raw text of a `<script>` or `<style>` ends (past its `</name\s*>`), or -1. */
function rawTextEnd(lower: string, name: string, from: number, findClose: (from: number) => number): number {
  for (let at = findClose(from); at >= 0; at = findClose(at + 1)) {
    let end = at + 2 + name.length;
    while (end < lower.length && isSpace(lower.charCodeAt(end))) end += 1;
    if (lower[end] === '>') return end + 1;
  }
  return -1;
}

/**
 * Editor markup to text, line breaks kept: `'<b>Today</b><br>Closed <script>x</script>'` →
 * `'Today\nClosed '`. A lone `<` that starts no tag (`'Fish <3'`) stays, and so does a `<` that
 * no `>` ever closes.
 */
export function stripMarkup(text: string): string {
  // ASCII only: a full toLowerCase may lengthen the text ('İ' becomes two units) and shift positions.
  const lower = text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const nextGt = forwardFinder(text, '>');
  const closers = new Map([...RAW_TEXT_TAGS].map((name) => [name, forwardFinder(lower, `</${name}`)]));
  const out: string[] = [];
  let copiedTo = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    const closing = text.charCodeAt(at + 1) === 47; // '/'
    const nameStart = closing ? at + 2 : at + 1;
    const gt = isAsciiLetter(text.charCodeAt(nameStart)) ? nextGt(nameStart) : -1;
    if (gt < 0) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < gt && isWordChar(text.charCodeAt(nameEnd))) nameEnd += 1;
    const name = lower.slice(nameStart, nameEnd);
    const rest = text.slice(nameEnd, gt);
    let replacement = '';
    let end = gt + 1;
    const findClose = closers.get(name);
    if (!closing && findClose) {
      const rawEnd = rawTextEnd(lower, name, gt + 1, findClose);
      if (rawEnd >= 0) end = rawEnd;
    } else if (!closing && name === 'br' && /^\s*\/?$/.test(rest)) {
      replacement = '\n';
    } else if (closing && BLOCK_ENDS.has(name) && rest.trim() === '') {
      replacement = '\n';
    }
    out.push(text.slice(copiedTo, at), replacement);
    copiedTo = end;
    at = text.indexOf('<', end);
  }
  out.push(text.slice(copiedTo));
  return decodeEntities(out.join(''));
}

/** Drops spaces and tabs at the end of every line, in one pass. */
function trimLineEnds(text: string): string {
  const out: string[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    let end = lineEnd;
    while (end > lineStart && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end -= 1;
    out.push(text.slice(lineStart, end));
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return out.join('\n');
}

/** At most `max` characters, cut between code points, with an ellipsis when something was cut. */
export function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  // Never leave half of a surrogate pair behind.
  const cut = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/** Multi-line text for display: markup gone, line endings normalized, at most one blank line. */
export function plainText(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const text = trimLineEnds(stripMarkup(raw.slice(0, MAX_INPUT_LENGTH)).replace(/\r\n?/g, '\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return capLength(text, MAX_TEXT_LENGTH);
}

/** A one-line label (a name): markup gone and every run of white space one space. */
export function plainLabel(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  return capLength(stripMarkup(raw.slice(0, MAX_INPUT_LENGTH)).replace(/\s+/g, ' ').trim(), MAX_LABEL_LENGTH);
}
