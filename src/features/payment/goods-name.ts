/**
 * The goods name a card gateway shows: at most 40 characters at both NICEPAY (goodsName, 40) and
 * Smartro (GoodsName, 40). Cut by user-perceived characters (grapheme clusters) after NFC, so a
 * Hangul syllable, whether precomposed or typed as conjoining jamo, an emoji or a letter with its
 * accent is never split; a cut name ends with '…'.
 */
export const GOODS_NAME_LIMIT = 40;

function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

export function fitGoodsName(name: string, limit = GOODS_NAME_LIMIT): string {
  const parts = graphemes(name.normalize('NFC').replace(/\s+/g, ' ').trim());
  if (parts.length === 0) return '-';
  if (parts.length <= limit) return parts.join('');
  return `${parts
    .slice(0, limit - 1)
    .join('')
    .trimEnd()}…`;
}
