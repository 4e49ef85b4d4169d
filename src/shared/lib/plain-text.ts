/**
 * Text typed by shop staff (notices, menu names, descriptions) sometimes carries editor markup or
 * worse. We never hand it to the page as HTML: these turn it into plain text that React then
 * escapes. Tags go (scripts and styles with their content), breaks and block ends become line
 * breaks, entities are decoded once.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** One pass, so '&amp;lt;' becomes '&lt;' and not '<'. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Editor markup to text, line breaks kept: `'<b>Today</b><br>Closed <script>x</script>'` →
 * `'Today\nClosed '`. A lone `<` that starts no tag (`'Fish <3'`) stays.
 */
export function stripMarkup(text: string): string {
  return decodeEntities(
    text
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  );
}

/** Multi-line text for display: markup gone, line endings normalized, at most one blank line. */
export function plainText(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  return stripMarkup(raw)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line label (a name): markup gone and every run of white space one space. */
export function plainLabel(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  return stripMarkup(raw).replace(/\s+/g, ' ').trim();
}
