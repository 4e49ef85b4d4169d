import { useLingui } from '@lingui/react';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { toastAtom } from './toast.atoms.ts';
import './toaster.css';

/** The live region every toast is announced through; it is always in the page so readers hear it. */
export function Toaster() {
  const [toast, setToast] = useAtom(toastAtom);
  const { i18n } = useLingui();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      toast.durationMs,
    );
    return () => window.clearTimeout(timer);
  }, [toast, setToast]);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          {i18n._(toast.message)}
        </div>
      )}
    </div>
  );
}
