import { createStore, type UseStore } from 'idb-keyval';

/**
 * An idb-keyval store of its own database, opened on first use: a page or a worker that never
 * touches it never opens it.
 */
export function lazyIdbStore(databaseName: string, storeName: string): () => UseStore {
  let store: UseStore | undefined;
  return () => {
    store ??= createStore(databaseName, storeName);
    return store;
  };
}
