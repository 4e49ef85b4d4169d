/**
 * A screen whose title depends on what it loaded (the result page: paid, pay at the counter,
 * cancelled) names it here; the navbar and the document title read it before the route's own.
 */
import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';

export const pageTitleOverrideAtom = atom<MessageDescriptor | null>(null);
