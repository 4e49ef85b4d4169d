/** The path prefixes the demo service owns (`/rum` is its stand-in field-figures collector); everything else belongs to the app. */
export const DEMO_PREFIXES = ['/api/', '/img/', '/pg/', '/__demo/', '/rum/'] as const;

export function isDemoPath(pathname: string): boolean {
  return DEMO_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}
