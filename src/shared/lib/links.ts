/**
 * Outbound links typed in by shop operators (banner, review, group custom links) are opened in a
 * new tab. The spec prefixes https:// when the scheme is missing; we also refuse every scheme but
 * http and https, because `javascript:` or `data:` in an href runs in our origin.
 */

/** Leading/trailing whitespace (Unicode too) and C0 controls, which the URL parser ignores. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const EDGE_JUNK = /^[\s\u0000-\u001f]+|[\s\u0000-\u001f]+$/g;
/** Tabs and newlines anywhere, which the URL parser drops, so `java\tscript:` is `javascript:`. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a control character left inside is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `shop.example:8080/…` looks like a scheme to the parser: a dotted host, then a numeric port. */
const HOST_AND_PORT = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+:\d+(?:[/?#]|$)/i;

/**
 * Returns a normalized absolute http(s) address for an operator-supplied link, or null when it
 * must not be rendered. Examples: `'naver.me/x'` → `'https://naver.me/x'`,
 * `'//cdn.example/a'` → `'https://cdn.example/a'`, `' JaVaScRiPt:alert(1)'` → null.
 */
export function safeExternalUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.replace(EDGE_JUNK, '').replace(TAB_OR_NEWLINE, '');
  if (text === '' || CONTROL.test(text)) return null;

  let candidate: string;
  if (/^[/\\]{2}/.test(text)) {
    candidate = `https:${text}`;
  } else if (/^[/\\]/.test(text)) {
    // a path on our own origin is not an external link
    return null;
  } else {
    const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
    if (scheme === undefined || HOST_AND_PORT.test(text)) candidate = `https://${text}`;
    else if (scheme === 'http' || scheme === 'https') candidate = text;
    else return null;
  }

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
  return url.href;
}
