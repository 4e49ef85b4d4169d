import { useLingui } from '@lingui/react/macro';
import type { ShopInfo } from '../../../api/contract/entities.ts';
import { shopBannerUrl } from '../../../shared/lib/images.ts';
import { safeExternalUrl } from '../../../shared/lib/links.ts';
import { Thumb } from '../../../shared/ui/thumb.tsx';
import './shop.css';

type BannerShop = Pick<ShopInfo, 'bannerUse' | 'bannerFilePath' | 'bannerLink'>;

export function hasBanner(shop: BannerShop): boolean {
  return shopBannerUrl(shop) !== null;
}

/** The shop's optional banner; its link (made safe, https:// added) opens in a new tab. */
export function ShopBanner({ shop, priority }: { shop: BannerShop; priority: 'high' | 'lazy' }) {
  const { t } = useLingui();
  const src = shopBannerUrl(shop);
  if (!src) return null;
  const href = safeExternalUrl(shop.bannerLink);
  const picture = (alt: string) => (
    <Thumb
      className="shop-banner-img"
      src={src}
      slot="banner"
      alt={alt}
      width={1200}
      height={400}
      priority={priority}
    />
  );
  return (
    <div className="shop-banner">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {picture(t`Shop event (opens in a new tab)`)}
        </a>
      ) : (
        picture(t`Shop event`)
      )}
    </div>
  );
}
