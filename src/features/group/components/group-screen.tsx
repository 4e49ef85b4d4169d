import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactElement, useId, useMemo, useState } from 'react';
import type { CustomLink, MappedShop, ShopGroup } from '../../../api/contract/entities.ts';
import { imageUrl } from '../../../shared/lib/images.ts';
import { safeExternalUrl } from '../../../shared/lib/links.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { formatHHmm } from '../../../shared/lib/time-of-day.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { IconChevron } from '../../../shared/ui/icons.tsx';
import { orderLinkUrl } from '../group-links.ts';
import { isMappedShopOrderable, searchGroup } from '../group-search.ts';
import { GroupImage } from './group-image.tsx';
import './group.css';

/** The shops and links sharing a group code, with a search over both. */
export function GroupScreen({ group }: { group: ShopGroup }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const now = useNow();
  const searchId = useId();
  const found = useMemo(() => searchGroup(group, query), [group, query]);
  const bannerLink = safeExternalUrl(group.bannerUrlLink);
  const bannerSrc = group.isBannerUse ? imageUrl(group.bannerImagePath) : null;
  const hasShops = group.mappedList.length > 0;
  const groupName = plainLabel(group.shopGroupName);
  const nothingFound = query.trim() !== '' && found.mappedList.length === 0 && found.customLinkList.length === 0;

  return (
    <main className="group-page">
      <h1 className="group-name">{groupName}</h1>
      {hasShops && (
        <search className="group-search">
          <label htmlFor={searchId} className="visually-hidden">
            <Trans>Search shops</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Enter a shop name`}
            autoComplete="off"
          />
        </search>
      )}
      {bannerSrc &&
        (bannerLink ? (
          <a className="group-banner" href={bannerLink} target="_blank" rel="noopener noreferrer">
            <GroupImage src={bannerSrc} alt={t`${groupName} banner (opens in a new tab)`} slot="banner" eager />
          </a>
        ) : (
          <div className="group-banner">
            <GroupImage src={bannerSrc} alt={t`${groupName} banner`} slot="banner" eager />
          </div>
        ))}
      {nothingFound && <NothingFound typed={query} />}
      {found.customLinkList.length > 0 && (
        <section aria-label={t`Links`}>
          <ul className="group-list">
            {found.customLinkList.map((link) => (
              <CustomLinkItem key={link.linkSeq} link={link} />
            ))}
          </ul>
        </section>
      )}
      {found.mappedList.length > 0 && (
        <section aria-labelledby={`${searchId}-shops`}>
          <h2 id={`${searchId}-shops`} className="group-section-title">
            <Trans>Shops</Trans>
          </h2>
          <ul className="group-list">
            {found.mappedList.map((shop) => (
              <MappedShopItem key={shop.randomCode} shop={shop} now={now} />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

/**
 * Text typed by someone else, for a `<Trans>` value: as an element, Lingui inserts it as it is.
 * A plain string is pasted into the message first, and its own `<b>` or `<0>` then read as the
 * message's markup (dropped with a console error, or worse, wrapped in one of our elements).
 */
function asValue(text: string): ReactElement {
  return <>{text}</>;
}

function NothingFound({ typed }: { typed: string }) {
  const query = asValue(typed);
  return (
    <p className="group-empty" role="status">
      <Trans>No shop or link matches “{query}”.</Trans>
    </p>
  );
}

function CustomLinkItem({ link }: { link: CustomLink }) {
  const href = safeExternalUrl(link.linkUrl);
  const label = plainLabel(link.linkName);
  const name = asValue(label);
  return (
    <li className="group-item">
      <GroupImage className="group-thumb" src={imageUrl(link.imagePath)} slot="groupThumb" alt="" />
      <span className="group-item-name">{label}</span>
      {href ? (
        <a className="btn group-action group-go" href={href} target="_blank" rel="noopener noreferrer">
          <Trans>Go</Trans>
          <span className="visually-hidden">
            <Trans>{name} (opens in a new tab)</Trans>
          </span>
          <IconChevron width={18} height={18} />
        </a>
      ) : (
        // An address we refuse to open (e.g. `javascript:`) is shown, never linked.
        <span className="group-unavailable">
          <Trans>Link unavailable</Trans>
        </span>
      )}
    </li>
  );
}

function MappedShopItem({ shop, now }: { shop: MappedShop; now: Date }) {
  const orderable = isMappedShopOrderable(shop, now);
  const label = plainLabel(shop.shopName);
  const name = asValue(label);
  const open = formatHHmm(shop.openTime);
  const close = formatHHmm(shop.closeTime);
  return (
    <li className={`group-item ${orderable ? '' : 'is-closed'}`}>
      <GroupImage className="group-thumb" src={imageUrl(shop.thumbnailFilePath)} slot="groupThumb" alt="" />
      <div className="group-item-text">
        <span className="group-item-name">{label}</span>
        {open && close && open !== close ? (
          <span className="group-hours">
            <Trans>
              Hours <time>{open}</time> – <time>{close}</time>
            </Trans>
          </span>
        ) : (
          <span className="group-hours">
            <Trans>Open 24 hours</Trans>
          </span>
        )}
        {!orderable && (
          <span className="group-unavailable">
            <Trans>Not orderable time</Trans>
          </span>
        )}
      </div>
      {orderable && (
        <a
          className="btn btn-primary group-action"
          href={orderLinkUrl(shop.randomCode)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Order</Trans>
          <span className="visually-hidden">
            <Trans>{name} (opens in a new tab)</Trans>
          </span>
        </a>
      )}
    </li>
  );
}
