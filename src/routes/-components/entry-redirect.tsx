import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { recordVisit } from '../../features/session/visit.ts';

const entry = getRouteApi('/$shopSeq/$tableNum/');

/** Stores the QR token, records the visit and replaces the address with the menu list. */
export function EntryRedirect() {
  const { shopSeq, tableNum } = entry.useParams();
  const { token } = entry.useSearch();
  const navigate = useNavigate();
  useEffect(() => {
    recordVisit({ shopSeq, tableNum, token, path: window.location.pathname });
    void navigate({ to: '/list/$shopSeq/$tableNum', params: { shopSeq, tableNum }, replace: true });
  }, [shopSeq, tableNum, token, navigate]);
  return null;
}
