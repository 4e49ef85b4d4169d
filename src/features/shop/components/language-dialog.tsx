import { Trans, useLingui } from '@lingui/react/macro';
import type { LocaleEntry } from '../../../api/contract/entities.ts';
import { isUiLocale, localeTag } from '../../../shared/i18n/locales.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import './shop.css';

export interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The shop's languages with the names the service sends; null while unknown. */
  locales: readonly LocaleEntry[] | null;
  current: string;
  onChoose: (localeCode: string) => void;
  /** Offered when the list could not be loaded. */
  onRetry?: () => void;
}

/** The language list as a sheet; a language the app has no interface catalog for is left out. */
export default function LanguageDialog({ open, onClose, locales, current, onChoose, onRetry }: LanguageDialogProps) {
  const { t } = useLingui();
  const usable = (locales ?? []).filter((l) => isUiLocale(l.localeCode));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      variant="sheet"
      title={t`Language`}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {usable.length > 0 ? (
        <ul className="lang-list">
          {usable.map((entry) => {
            const selected = entry.localeCode === current;
            const code = entry.localeCode;
            return (
              <li key={code}>
                <button
                  type="button"
                  className={`lang-option ${selected ? 'is-selected' : ''}`}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onChoose(code)}
                >
                  <span lang={isUiLocale(code) ? localeTag(code) : undefined}>{entry.localeName}</span>
                  {selected && (
                    <span className="lang-check" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="lang-missing">
          <p role="status">
            <Trans>The list of languages could not be loaded.</Trans>
          </p>
          {onRetry && (
            <button type="button" className="btn" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
