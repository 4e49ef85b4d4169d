import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCategories } from './menu.api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const category = (categoryUuid: string, orderIndex: number) => ({
  categoryUuid,
  categoryName: categoryUuid,
  orderIndex,
});

describe('getCategories', () => {
  it('returns the categories in orderIndex order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([category('c', 2), category('a', 0), category('b', 1)])),
    );
    const categories = await getCategories(7);
    expect(categories.map((c) => c.categoryUuid)).toEqual(['a', 'b', 'c']);
  });
});
