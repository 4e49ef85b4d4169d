import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopInfo, TableInfo } from '../../../api/contract/entities.ts';
import { CONFIG } from '../../../shared/config.ts';
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

/** Term, value, and whether the value is a number (read left to right in every language). */
type Detail = [term: string, value: string, numeric?: true];

function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="seller-list">
      {details
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
  );
}

/**
 * The company that runs the ordering page (set at build time, see config.ts), and the seller's
 * details when this table pays through a gateway: a shop that sells online must show who sells.
 */
export function ShopFooter({ shop, table }: { shop: FooterShop; table: Pick<TableInfo, 'delivery'> | null }) {
  const { t } = useLingui();
  const address = [shop.address1, shop.address2].map(plainLabel).filter(Boolean).join(' ');
  const seller: Detail[] = [
    [t`Shop`, plainLabel(shop.shopName)],
    [t`Representative`, plainLabel(shop.ownerName)],
    [t`Business registration number`, plainLabel(shop.businessNumber), true],
    [t`Address`, address],
    [t`Phone`, plainLabel(shop.shopPhoneNumber), true],
  ];
  const operator = CONFIG.operator;
  const operatorName = operator.name || t`Table Order`;
  return (
    <footer className="shop-footer">
      {hasPaymentGateway(shop, table) && (
        <section className="seller">
          <h2 className="seller-title">
            <Trans>Seller information</Trans>
          </h2>
          <DetailList details={seller} />
        </section>
      )}
      <p className="company-name">
        <bdi>{operatorName}</bdi>
      </p>
      <DetailList
        details={[
          [t`Business registration number`, operator.registrationNumber, true],
          [t`Address`, operator.address],
          [t`Contact`, operator.contact],
        ]}
      />
      <p className="company-note">
        <Trans>
          <bdi>{operatorName}</bdi> runs this ordering page for the shop. The shop sells the menus and is responsible
          for orders, payments and refunds.
        </Trans>
      </p>
    </footer>
  );
}
