/**
 * Menu descriptions arrive as `informationText`, a JSON-encoded string (spec section 3), written
 * by shop staff in an editor. We only ever show them as text: this turns whatever arrives into
 * plain text (line breaks kept) and never hands HTML to the page.
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
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Editor markup to text: breaks and block ends become newlines, scripts and styles go whole, other tags go. */
function stripMarkup(text: string): string {
  return decodeEntities(
    text
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  );
}

/** Text out of a parsed value: a string, a list of lines, or an editor delta `{ ops: [{ insert }] }`. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((t): t is string => t !== null);
    return parts.join('\n');
  }
  if (value !== null && typeof value === 'object' && 'ops' in value && Array.isArray(value.ops)) {
    return value.ops
      .map((op: unknown) =>
        op !== null && typeof op === 'object' && 'insert' in op && typeof op.insert === 'string' ? op.insert : '',
      )
      .join('');
  }
  return null;
}

function decodeJson(raw: string): string {
  let text = raw;
  // A value encoded twice ('"\"…\""') is still just a string; two rounds are enough.
  for (let round = 0; round < 2; round++) {
    const trimmed = text.trim();
    if (!/^["[{]/.test(trimmed) && !/^(-?\d|true$|false$|null$)/.test(trimmed)) return text;
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return text;
    }
    const decoded = textOf(parsed);
    if (decoded === null) return '';
    text = decoded;
  }
  return text;
}

/**
 * The description as plain text: JSON decoded when it is JSON (else taken as it is), markup
 * stripped, entities decoded, line endings normalized, at most one blank line in a row.
 * `menuInfoText('"Buckwheat noodles\\nin cold broth"')` → 'Buckwheat noodles\nin cold broth'.
 */
export function menuInfoText(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.trim() === '') return '';
  return stripMarkup(decodeJson(raw))
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
