import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { storageMayBeCleared } from '../../../shared/lib/storage-lifetime.ts';
import { isStandalone } from '../../../shared/sw/install.ts';

async function mayBeCleared(): Promise<boolean> {
  const persisted = await navigator.storage?.persisted?.().catch(() => false);
  return storageMayBeCleared({
    userAgent: navigator.userAgent,
    installed: isStandalone(),
    persisted: persisted === true,
  });
}

/**
 * Tells a diner on an iPhone browser (WebKit) that the order history on this phone can be
 * deleted by the browser after a week without a visit, and how to keep it.
 */
export function StorageLifetimeNote() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let current = true;
    void mayBeCleared().then((cleared) => current && setShown(cleared));
    return () => {
      current = false;
    };
  }, []);
  if (!shown) return null;
  return (
    <p className="notice storage-lifetime-note">
      <Trans>
        This browser may delete the orders kept on this phone after 7 days without a visit. Add this app to your home
        screen to keep them.
      </Trans>
    </p>
  );
}
