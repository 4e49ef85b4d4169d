import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navbar } from '../../../shared/ui/navbar.tsx';
import { cartAtomFor } from '../../cart/public.ts';
import { StaffCallBell } from '../../staff-call/public.ts';
import { TableCartJoin } from '../../table-cart/public.ts';
import { openOrderHistory } from './order-history-link.ts';

export interface TableNavbarProps {
  shopSeq: number;
  tableNum: number;
  title?: ReactNode;
  /** The menu home has no back button. */
  showBack?: boolean;
  end?: ReactNode;
}

/**
 * The navbar of the table screens, wired to this table's cart and the device's order log, with
 * the staff-call bell where the table's service offers it. Where the table has one shared cart, it
 * keeps that cart live under every table screen.
 */
export function TableNavbar({ shopSeq, tableNum, title, showBack = true, end }: TableNavbarProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const cart = useAtomValue(cartAtomFor(shopSeq, tableNum));
  const params = { shopSeq: String(shopSeq), tableNum: String(tableNum) };
  return (
    <Navbar
      title={title}
      onBack={showBack ? () => router.history.back() : undefined}
      onOrderHistory={() => void openOrderHistory(navigate, shopSeq, tableNum)}
      onCart={() => void navigate({ to: '/cart/$shopSeq/$tableNum', params })}
      hasCartItems={cart.lines.length > 0}
      end={
        <>
          {end}
          <StaffCallBell shopSeq={shopSeq} tableNum={tableNum} />
          <TableCartJoin shopSeq={shopSeq} tableNum={tableNum} />
        </>
      }
    />
  );
}
