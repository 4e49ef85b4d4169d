import type { ShopInfo } from '../../../api/contract/entities.ts';
import { customLogoUrl } from '../../../shared/lib/images.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import './shop.css';

/** The menu home's title: the shop's custom logo (when it uses one) beside its name. */
export function ShopTitle({ shop }: { shop: Pick<ShopInfo, 'shopName' | 'customLogoUse' | 'customLogoFilePath'> }) {
  const logo = shop.customLogoUse ? customLogoUrl(shop.customLogoFilePath) : null;
  return (
    <span className="shop-title">
      {logo && (
        <img className="shop-logo" crossOrigin="anonymous" src={logo} alt="" width={28} height={28} decoding="async" />
      )}
      <bdi className="shop-title-name">{plainLabel(shop.shopName)}</bdi>
    </span>
  );
}
