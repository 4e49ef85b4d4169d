import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import type {
  Menu,
  OptionGroup,
  OptionGroupTranslation,
  OptionTranslation,
  PayType,
} from '../../../api/contract/entities.ts';
import { LIMITS } from '../../../api/contract/limits.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { formatPrice, formatQuantity } from '../../../shared/i18n/price.ts';
import { imageUrl } from '../../../shared/lib/images.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../shared/lib/quantity.ts';
import { showAlert } from '../../../shared/ui/alert.atoms.ts';
import { Stepper } from '../../../shared/ui/stepper.tsx';
import { Thumb } from '../../../shared/ui/thumb.tsx';
import { menuDescription, menuName, optionGroupName } from '../menu-names.ts';
import { menuPriceText } from '../menu-price.ts';
import { usableOptionGroups } from '../option-groups.ts';
import {
  type ChoiceCheck,
  type Chosen,
  choiceUnitPrice,
  initialChoice,
  maxOf,
  minOf,
  toggleOption,
  validateChoice,
} from '../options.ts';
import { MenuTags } from './menu-card.tsx';
import { OptionGroupField } from './option-group-field.tsx';
import './menu-detail.css';

const ImageViewer = lazy(() => import('../../../shared/ui/image-viewer.tsx'));

/** Why the add-to-cart button is off; null when the diner may add. */
export type AddBlock = 'offline' | 'session' | 'soldOut' | 'closed';

export interface MenuChoice {
  quantity: number;
  chosen: Chosen;
  requestText: string;
}

export interface MenuDetailProps {
  menu: Menu;
  locale: UiLocale;
  payType: PayType;
  translations: { options: readonly OptionTranslation[]; optionGroups: readonly OptionGroupTranslation[] } | null;
  /** Delivery tables show the shop's minimum order. */
  minimumAmount: number | null;
  /** Dine-in and takeout tables show a note on additional services. */
  serviceNotice: 'dineIn' | 'takeout' | null;
  blocked: AddBlock | null;
  onAdd: (choice: MenuChoice) => Promise<void>;
}

function refusal(check: Exclude<ChoiceCheck, { ok: true }>, group: string, min: number, max: number) {
  switch (check.reason) {
    case 'required':
      return msg`Please choose an option in "${group}".`;
    case 'min':
      return msg`Please choose at least ${min} in "${group}".`;
    case 'max':
      return msg`You can choose up to ${max} in "${group}".`;
    case 'outOfStock':
      return msg`A choice in "${group}" is sold out. Please choose again.`;
  }
}

/** The menu detail: picture, name, price, quantity, options, request and the add-to-cart bar. */
export function MenuDetail({
  menu,
  locale,
  payType,
  translations,
  minimumAmount,
  serviceNotice,
  blocked,
  onAdd,
}: MenuDetailProps) {
  const { t } = useLingui();
  const formId = useId();
  const groups = useMemo(() => usableOptionGroups(menu.menuOptionGroups), [menu]);
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [chosen, setChosen] = useState<Chosen>(() => initialChoice(menu.menuOptionGroups));
  const [requestText, setRequestText] = useState('');
  // Mounted from the first opening on, so closing hands focus back to the picture's button.
  const [viewerMounted, setViewerMounted] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const onToggle = useCallback(
    (group: OptionGroup, optionUuid: string) => setChosen((current) => toggleOption(current, group, optionUuid)),
    [],
  );

  const name = plainLabel(menuName(menu, locale));
  const description = menuDescription(menu, locale);
  const picture = imageUrl(menu.thumbnailPath);
  const total = choiceUnitPrice(menu, chosen) * quantity;
  const minimum = minimumAmount !== null && minimumAmount > 0 ? formatPrice(minimumAmount, payType, locale) : '';
  const groupId = (index: number) => `${formId}-group-${index}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || busy) return;
    const check = validateChoice(groups, chosen);
    if (!check.ok) {
      const index = groups.findIndex((g) => g.optionGroupUuid === check.groupUuid);
      const group = groups[index];
      const label = group ? plainLabel(optionGroupName(group, locale, translations?.optionGroups)) : '';
      const min = group ? minOf(group) : 1;
      const max = group ? maxOf(group) : 1;
      showAlert({
        message: refusal(check, label, min, max),
        // After the popup has closed and handed focus back, take the diner to the group.
        onClose: () =>
          window.setTimeout(() => {
            const field = document.getElementById(groupId(index));
            field?.scrollIntoView({ block: 'center' });
            field?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
          }, 0),
      });
      return;
    }
    setBusy(true);
    try {
      await onAdd({ quantity, chosen, requestText: requestText.trim() });
    } finally {
      setBusy(false);
    }
  };

  const reasonId = `${formId}-reason`;
  const reason =
    blocked === 'offline'
      ? t`You are offline. You can look at the menu; adding to the cart comes back with the connection.`
      : blocked === 'session'
        ? t`This table's ordering session has ended. Please scan the QR code again.`
        : blocked === 'soldOut'
          ? t`This menu is sold out.`
          : blocked === 'closed'
            ? t`The shop is not taking orders right now.`
            : '';

  return (
    <form className="menu-detail" onSubmit={submit} noValidate>
      {picture && (
        <button
          type="button"
          className="detail-picture"
          onClick={() => {
            setViewerMounted(true);
            setViewerOpen(true);
          }}
          aria-label={t`Enlarge the picture of ${name}`}
        >
          <Thumb src={picture} slot="detail" alt="" width={560} height={420} priority="high" />
        </button>
      )}
      <div className="detail-head">
        <h2 className="detail-name">
          <bdi>{name}</bdi>
        </h2>
        <MenuTags menu={menu} />
        {minimum && (
          <p className="detail-minimum">
            <Trans>Minimum order for delivery {minimum}</Trans>
          </p>
        )}
        {description && (
          <p className="detail-description">
            <bdi>{description}</bdi>
          </p>
        )}
        <p className="detail-price">{menuPriceText(menu, payType, locale)}</p>
      </div>

      <div className="detail-quantity">
        <span className="detail-label" aria-hidden="true">
          <Trans>Quantity</Trans>
        </span>
        <Stepper
          value={quantity}
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          onChange={setQuantity}
          label={t`Quantity`}
          valueText={formatQuantity(quantity, locale)}
        />
      </div>

      {groups.map((group, index) => (
        <OptionGroupField
          key={group.optionGroupUuid}
          id={groupId(index)}
          group={group}
          chosen={chosen}
          onToggle={onToggle}
          locale={locale}
          payType={payType}
          translations={translations}
        />
      ))}

      <div className="detail-request">
        <label className="detail-label" htmlFor={`${formId}-request`}>
          <Trans>Requests</Trans>
        </label>
        <textarea
          id={`${formId}-request`}
          value={requestText}
          onChange={(event) => setRequestText(event.target.value)}
          maxLength={LIMITS.requestText}
          rows={2}
          placeholder={t`e.g. Less spicy, please`}
        />
      </div>

      {serviceNotice && (
        <p className="detail-service">
          {serviceNotice === 'takeout' ? (
            <Trans>Extra sauces, cutlery or a bag? Ask at the counter when you pick up your order.</Trans>
          ) : (
            <Trans>Need more side dishes, water or cutlery? Just ask our staff.</Trans>
          )}
        </p>
      )}

      <div className="foot-bar add-bar" data-action-bar>
        {reason && (
          <p id={reasonId} className="add-bar-reason" role="status">
            {reason}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block add-bar-button"
          disabled={blocked !== null}
          // While the add is saved the button stays focusable (submit ignores it meanwhile): the
          // "at most 99" popup that may follow hands focus back to it.
          aria-disabled={busy || undefined}
          aria-describedby={reason ? reasonId : undefined}
        >
          <span>
            <Trans>Add to cart</Trans>
          </span>
          <span className="add-bar-total">{formatPrice(total, payType, locale)}</span>
        </button>
      </div>

      {viewerMounted && picture && (
        <Suspense fallback={null}>
          <ImageViewer open={viewerOpen} src={picture} alt={name} onClose={() => setViewerOpen(false)} />
        </Suspense>
      )}
    </form>
  );
}
