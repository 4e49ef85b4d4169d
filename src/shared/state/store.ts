/**
 * The one jotai store. React reads it through the Provider in `main.tsx`; code outside React
 * (route loaders, the payment hand-over, toasts) uses `store.get` / `store.set` on the same
 * instance, so both always see the same state.
 */
import { createStore } from 'jotai';

export const store = createStore();

export type AppStore = typeof store;
