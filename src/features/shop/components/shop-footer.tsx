import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopInfo, TableInfo } from '../../../api/contract/entities.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { hasPaymentGateway } from '../payment-gateway.ts';
import './shop.css';

type FooterShop = Pick<
  ShopInfo,
  | 'shopName'
  | 'pgCode'
  | 'deliveryPgCode'
  | 'ownerName'
  | 'businessNumber'
  | 'address1'
  | 'address2'
  | 'shopPhoneNumber'
>;

/**
 * The product's own line, and the seller's details when this table pays through a gateway: a shop
 * that sells online must show who sells.
 */
export function ShopFooter({ shop, table }: { shop: FooterShop; table: Pick<TableInfo, 'delivery'> | null }) {
  const { t } = useLingui();
  const address = [shop.address1, shop.address2].map(plainLabel).filter(Boolean).join(' ');
  // Numbers read left to right in every language, also when a narrow screen wraps them.
  const seller: [term: string, value: string, numeric?: true][] = [
    [t`Shop`, plainLabel(shop.shopName)],
    [t`Representative`, plainLabel(shop.ownerName)],
    [t`Business registration number`, plainLabel(shop.businessNumber), true],
    [t`Address`, address],
    [t`Phone`, plainLabel(shop.shopPhoneNumber), true],
  ];
  return (
    <footer className="shop-footer">
      {hasPaymentGateway(shop, table) && (
        <section className="seller">
          <h2 className="seller-title">
            <Trans>Seller information</Trans>
          </h2>
          <dl className="seller-list">
            {seller
              .filter(([, value]) => value)
              .map(([term, value, numeric]) => (
                <div key={term} className="seller-row">
                  <dt>{term}</dt>
                  <dd>
                    <bdi dir={numeric ? 'ltr' : undefined}>{value}</bdi>
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      )}
      <p className="company-name">
        <Trans>Table Order</Trans>
      </p>
      <p className="company-note">
        <Trans>
          Table Order runs this ordering page for the shop. The shop sells the menus and is responsible for orders,
          payments and refunds.
        </Trans>
      </p>
    </footer>
  );
}
