import { useEffect, useState } from 'react';
import { getShopInfo } from '../../shop/public.ts';

/**
 * Shop names for the start page, fetched without holding the page up. Offline the service
 * worker answers from the shop data it kept; a shop it does not know keeps its fallback label.
 */
export function useShopNames(shopSeqs: readonly number[]): Readonly<Record<number, string>> {
  const [names, setNames] = useState<Record<number, string>>({});
  const key = [...new Set(shopSeqs)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    for (const shopSeq of key.split(',').map(Number)) {
      getShopInfo(shopSeq, controller.signal)
        .then((shop) => setNames((current) => ({ ...current, [shopSeq]: shop.shopName })))
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [key]);
  return names;
}
