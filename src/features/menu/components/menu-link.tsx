import type { MouseEvent, ReactNode } from 'react';
import type { Menu, PayType } from '../../../api/contract/entities.ts';
import type { UiLocale } from '../../../shared/i18n/locales.ts';

/** What every menu card needs from the screen that shows it. */
export interface MenuCardContext {
  locale: UiLocale;
  payType: PayType;
  /** The detail address, so a card is a real link. */
  hrefFor: (menu: Menu) => string;
  /** Applies the tap rules (closed shop, sold out, peak hour) and navigates. */
  onOpen: (menu: Menu, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The diner is about to tap: a chance to fetch the detail screen's code. */
  onIntent?: (menu: Menu) => void;
}

export function MenuLink({
  menu,
  context,
  className,
  children,
}: {
  menu: Menu;
  context: MenuCardContext;
  className: string;
  children: ReactNode;
}) {
  const intent = context.onIntent ? () => context.onIntent?.(menu) : undefined;
  return (
    <a
      className={className}
      href={context.hrefFor(menu)}
      aria-disabled={menu.outOfStock || undefined}
      onClick={(event) => context.onOpen(menu, event)}
      onPointerDown={intent}
      onFocus={intent}
    >
      {children}
    </a>
  );
}
