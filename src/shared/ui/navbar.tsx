import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { IconBack, IconCart, IconReceipt } from './icons.tsx';
import './navbar.css';

export interface NavbarProps {
  title?: ReactNode;
  /** Hidden on the menu home. */
  onBack?: () => void;
  onOrderHistory?: () => void;
  onCart?: () => void;
  hasCartItems?: boolean;
  /** Extra controls at the end (e.g. the language button). */
  end?: ReactNode;
}

/** The top bar of the table screens: back, the page title, order history and the cart. */
export function Navbar({ title, onBack, onOrderHistory, onCart, hasCartItems, end }: NavbarProps) {
  const { t } = useLingui();
  return (
    <header className="navbar">
      <div className="navbar-start">
        {onBack && (
          <button type="button" className="icon-btn" onClick={onBack} aria-label={t`Back`}>
            <IconBack />
          </button>
        )}
      </div>
      <h1 className="navbar-title">{title}</h1>
      <div className="navbar-end">
        {end}
        {onOrderHistory && (
          <button type="button" className="icon-btn" onClick={onOrderHistory} aria-label={t`Order history`}>
            <IconReceipt />
          </button>
        )}
        {onCart && (
          <button
            type="button"
            className="icon-btn"
            onClick={onCart}
            aria-label={hasCartItems ? t`Cart, has items` : t`Cart`}
          >
            <IconCart />
            {hasCartItems && <span className="navbar-dot" aria-hidden="true" />}
          </button>
        )}
      </div>
    </header>
  );
}
