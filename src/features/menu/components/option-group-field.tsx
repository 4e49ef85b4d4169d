import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import type {
  OptionGroup,
  OptionGroupTranslation,
  OptionTranslation,
  PayType,
} from '../../../api/contract/entities.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';
import { formatPrice } from '../../../shared/i18n/price.ts';
import { plainLabel } from '../../../shared/lib/plain-text.ts';
import { optionGroupName, optionName } from '../menu-names.ts';
import { type Chosen, isOptionDisabled, maxOf, minOf } from '../options.ts';
import './menu-detail.css';

export interface OptionGroupFieldProps {
  group: OptionGroup;
  chosen: Chosen;
  onToggle: (group: OptionGroup, optionUuid: string) => void;
  locale: UiLocale;
  payType: PayType;
  translations: { options: readonly OptionTranslation[]; optionGroups: readonly OptionGroupTranslation[] } | null;
  /** The id the required-selection modal brings the diner back to. */
  id: string;
}

/** One option group: radios for a single choice, checkboxes otherwise, with its limits spelled out. */
export const OptionGroupField = memo(function OptionGroupField({
  group,
  chosen,
  onToggle,
  locale,
  payType,
  translations,
  id,
}: OptionGroupFieldProps) {
  const { t } = useLingui();
  const hintId = useId();
  const name = plainLabel(optionGroupName(group, locale, translations?.optionGroups)) || t`Options`;
  const min = minOf(group);
  const max = maxOf(group);
  const picked = chosen[group.optionGroupUuid] ?? [];
  const hint = group.optionUnique
    ? t`Choose 1`
    : Number.isFinite(max) && min > 0
      ? min === max
        ? t`Choose ${min}`
        : t`Choose ${min} to ${max}`
      : Number.isFinite(max)
        ? t`Up to ${max}`
        : min > 0
          ? t`At least ${min}`
          : t`Choose any`;
  const required = group.optionRequired || min > 0;
  return (
    <fieldset id={id} className="option-group" aria-describedby={hintId}>
      <legend className="option-group-legend">
        <span className="option-group-name">
          <bdi>{name}</bdi>
        </span>
        <span className={`tag ${required ? 'tag-brand' : 'tag-muted'}`}>
          {required ? <Trans>Required</Trans> : <Trans>Optional</Trans>}
        </span>
      </legend>
      <p id={hintId} className="option-group-hint">
        {hint}
      </p>
      <ul className="option-list">
        {group.optionList.map((option) => {
          const checked = picked.includes(option.optionUuid);
          const disabled = isOptionDisabled(chosen, group, option);
          const price = group.doesReplace
            ? formatPrice(option.optionPrice, payType, locale)
            : option.optionPrice !== 0
              ? `${option.optionPrice > 0 ? '+' : ''}${formatPrice(option.optionPrice, payType, locale)}`
              : '';
          return (
            <li key={option.optionUuid}>
              <label className={`option ${disabled ? 'is-disabled' : ''} ${checked ? 'is-checked' : ''}`}>
                <input
                  type={group.optionUnique ? 'radio' : 'checkbox'}
                  name={id}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(group, option.optionUuid)}
                />
                <span className="option-name">
                  <bdi>{plainLabel(optionName(option, locale, translations?.options))}</bdi>
                  {option.outOfStock && (
                    <span className="tag tag-muted">
                      <Trans>Sold out</Trans>
                    </span>
                  )}
                </span>
                {price && <span className="option-price">{price}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
