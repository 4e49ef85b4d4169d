import { describe, expect, it } from 'vitest';
import { MIN_SHARE, messagesOf, needsScript, SCRIPTS, scriptShare } from './catalog-scripts.mjs';

describe('needsScript', () => {
  it.each([
    ['Add to cart', true],
    ['{count} left', true],
    ['{adults, plural, one {# adult} other {# adults}}', true],
    ['{0}', false],
    ['{price} · {count}', false],
    ['<0>{name}</0>', false],
    ['{n, plural, other {#}}', false],
    ['99+', false],
  ])('%s → %s', (id, expected) => {
    expect(needsScript(id)).toBe(expected);
  });
});

describe('scriptShare', () => {
  const one = (locale: string, text: string) => scriptShare(locale, [{ id: 'Add to cart', text }]).share;

  it.each([
    ['ko', '장바구니에 담기', 1],
    ['ko', 'Add to cart', 0],
    ['jp', 'カートに入れる', 1],
    ['jp', '注文', 1],
    ['ch', '加入购物车', 1],
    ['ch', 'カート', 0],
    ['al', 'أضف إلى السلة', 1],
    ['vi', 'Thêm vào giỏ', 1],
    ['vi', 'Add to cart', 0],
    ['ru', 'В корзину', 1],
    ['ru', '', 0],
    ['en', 'Add to cart', 1],
  ])('%s: %s → %d', (locale, text, expected) => {
    expect(one(locale, text)).toBe(expected);
  });

  it('counts only messages with words, and tells a catalog below the bar', () => {
    const messages = [
      { id: '{0}', text: '{0}' },
      ...Array.from({ length: 19 }, (_, i) => ({ id: `Message ${i}`, text: `Сообщение ${i}` })),
      { id: 'Left in English', text: 'Left in English' },
    ];
    const result = scriptShare('ru', messages);
    expect(result).toEqual({ judged: 20, inScript: 19, share: 0.95 });
    expect(result.share >= MIN_SHARE).toBe(true);
    expect(scriptShare('ru', [...messages, { id: 'Another', text: 'Another' }]).share < MIN_SHARE).toBe(true);
  });

  it('knows the script of each of the seven catalogs, and no other', () => {
    expect(Object.keys(SCRIPTS).sort()).toEqual(['al', 'ch', 'en', 'jp', 'ko', 'ru', 'vi']);
    expect(() => scriptShare('fr', [])).toThrow(/fr/);
  });
});

describe('messagesOf', () => {
  it('reads ids and translations, skipping the header', () => {
    const po = ['msgid ""', 'msgstr "Content-Type: text/plain"', '', 'msgid "Pay"', 'msgstr "결제"', ''].join('\n');
    expect(messagesOf(po)).toEqual([{ id: 'Pay', text: '결제' }]);
  });
});
