import type { ShopInfo } from '../../../api/contract/entities.ts';
import { customLogoUrl } from '../../../shared/lib/images.ts';
import { pictureSet } from '../../../shared/lib/picture.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { ResponsiveImg } from '../../../shared/ui/responsive-img.tsx';
import './shop.css';

/** The menu home's title: the shop's custom logo (when it uses one) beside its name. */
export function ShopTitle({ shop }: { shop: Pick<ShopInfo, 'shopName' | 'customLogoUse' | 'customLogoFilePath'> }) {
  const logo = shop.customLogoUse ? pictureSet(customLogoUrl(shop.customLogoFilePath), 'logo') : null;
  return (
    <span className="shop-title">
      {logo && <ResponsiveImg set={logo} className="shop-logo" alt="" width={28} height={28} loading="eager" />}
      <bdi className="shop-title-name">{plainLabel(shop.shopName)}</bdi>
    </span>
  );
}
