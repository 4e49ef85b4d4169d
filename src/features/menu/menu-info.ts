/**
 * Menu descriptions arrive as `informationText`, a JSON-encoded string (spec section 3), written
 * by shop staff in an editor. We only ever show them as text: this turns whatever arrives into
 * plain text (line breaks kept) and never hands HTML to the page.
 */
import { plainText } from '../../shared/lib/plain-text.ts';

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

/** The start of a JSON object with a key, or of a list of values: data, not a sentence. */
const JSON_STRUCTURE = /^(\{\s*"|\[\s*["{[])/;

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
      // A cut-off object or list is data gone wrong: the diner would read code. Anything else that
      // only looks like JSON ('"Best" seller', '[New] ramen') is a sentence.
      return JSON_STRUCTURE.test(trimmed) ? '' : text;
    }
    const decoded = textOf(parsed);
    if (decoded === null) return '';
    text = decoded;
  }
  return text;
}

/**
 * The description as plain text: JSON decoded when it is JSON (else taken as it is, except a
 * broken JSON object or list, which shows as nothing), markup stripped, entities decoded, line
 * endings normalized, at most one blank line in a row.
 * `menuInfoText('"Buckwheat noodles\\nin cold broth"')` → 'Buckwheat noodles\nin cold broth'.
 */
export function menuInfoText(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.trim() === '') return '';
  return plainText(decodeJson(raw));
}
