import type { Category } from '../../api/contract/entities.ts';
import { request } from '../../shared/request.ts';

/** The shop's categories with their menus, in `orderIndex` order. Sent with the bearer token. */
export async function getCategories(shopSeq: number, signal?: AbortSignal): Promise<Category[]> {
  const categories = await request('category', { query: { shopSeq }, signal });
  return [...categories].sort((a, b) => a.orderIndex - b.orderIndex);
}
