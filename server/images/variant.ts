/**
 * What a picture request asks the resizer for: `w` (a width in pixels, 16 to 2048) and `fm`
 * (`avif`, `webp` or `jpeg`; without it the best the browser's Accept header names). No `w` is the
 * source as it is. Other values of these two are refused, so a request cannot make the service
 * encode at will.
 */
export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export interface Negotiated {
  width: number;
  format: VariantFormat;
}

export interface VariantRequest {
  variant: Negotiated | null;
  /** The format came from the Accept header: the answer varies by it. */
  negotiated: boolean;
}

export const MIN_WIDTH = 16;
export const MAX_WIDTH = 2048;
const FORMATS: readonly VariantFormat[] = ['avif', 'webp', 'jpeg'];

/** The variant asked for, or why it is refused. */
export function parseVariant(query: URLSearchParams, accept: string | undefined): VariantRequest | string {
  // Other parameters are left alone, as resizers do (a cache-busting query, say): they change nothing made.
  for (const name of ['w', 'fm']) if (query.getAll(name).length > 1) return `Parameter ${name} given twice.`;
  const w = query.get('w');
  const fm = query.get('fm');
  if (w === null) return fm === null ? { variant: null, negotiated: false } : 'A format needs a width (w).';
  if (!/^\d{1,4}$/.test(w) || Number(w) < MIN_WIDTH || Number(w) > MAX_WIDTH)
    return `The width must be a whole number from ${MIN_WIDTH} to ${MAX_WIDTH}.`;
  const width = Number(w);
  if (fm !== null) {
    const format = FORMATS.find((candidate) => candidate === fm);
    return format
      ? { variant: { width, format }, negotiated: false }
      : `The format must be one of ${FORMATS.join(', ')}.`;
  }
  return { variant: { width, format: acceptedFormat(accept) }, negotiated: true };
}

/** AVIF, then WebP, when the browser says it reads them; JPEG otherwise. */
export function acceptedFormat(accept: string | undefined): VariantFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpeg';
}
