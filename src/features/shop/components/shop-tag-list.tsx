import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PayType } from '../../../api/contract/entities.ts';
import { localeTag, type UiLocale } from '../../../shared/i18n/locales.ts';
import { formatPrice } from '../../../shared/i18n/price.ts';
import { type ShopTag, weekdayList } from '../shop-tags.ts';
import './shop.css';

/** The chips under the header: table, minimum order, business hours, break times. */
export function ShopTagList({ tags, payType }: { tags: readonly ShopTag[]; payType: PayType }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as UiLocale;
  if (tags.length === 0) return null;
  const label = (tag: ShopTag): ReactNode => {
    switch (tag.kind) {
      case 'table':
        return <bdi>{tag.name}</bdi>;
      case 'minimum': {
        const amount = formatPrice(tag.amount, payType, locale);
        return t`Minimum order ${amount}`;
      }
      case 'hours': {
        const { open, close } = tag;
        return t`Open ${open}–${close}`;
      }
      case 'break': {
        const { start, end } = tag;
        if (tag.days === 'everyDay') return t`Break every day ${start}–${end}`;
        const days = weekdayList(tag.days, localeTag(locale));
        return t`Break ${days} ${start}–${end}`;
      }
    }
  };
  return (
    <ul className="shop-tags" aria-label={t`About this shop`}>
      {tags.map((tag) => (
        <li key={tag.kind === 'break' ? `break-${tag.id}` : tag.kind} className={`shop-tag shop-tag-${tag.kind}`}>
          {label(tag)}
        </li>
      ))}
    </ul>
  );
}
