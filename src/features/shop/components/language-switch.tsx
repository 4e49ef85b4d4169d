import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ShopInfo } from '../../../api/contract/entities.ts';
import { changeLocale, withWholeCatalog } from '../../../shared/i18n/i18n.ts';
import { isUiLocale } from '../../../shared/i18n/locales.ts';
import { writeLocal } from '../../../shared/state/session-storage.ts';
import { STORAGE_KEYS } from '../../../shared/state/storage-keys.ts';
import { store } from '../../../shared/state/store.ts';
import { IconGlobe } from '../../../shared/ui/icons.tsx';
import { loadLocales } from '../shop.atoms.ts';
import { useLocaleLists } from '../shop-data.ts';

const loadDialog = () => withWholeCatalog(import('./language-dialog.tsx'));
const LanguageDialog = lazy(loadDialog);

/** The header's language button and its dialog (only for a shop that offers languages). */
export function LanguageSwitch({ shop }: { shop: ShopInfo }) {
  const { t, i18n } = useLingui();
  const lists = useLocaleLists(shop.shopSeq);
  // Mounted from the first opening on, so closing returns focus to the button.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const choose = async (code: string) => {
    if (isUiLocale(code)) {
      writeLocal(STORAGE_KEYS.local.localeChosen, 'true');
      await changeLocale(code);
    }
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Language`}
        aria-haspopup="dialog"
        onPointerDown={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <IconGlobe />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageDialog
            open={open}
            onClose={() => setOpen(false)}
            locales={lists?.locales ?? null}
            current={i18n.locale}
            onChoose={(code) => void choose(code)}
            onRetry={() => void loadLocales(store, shop).catch(() => {})}
          />
        </Suspense>
      )}
    </>
  );
}
