/**
 * A minimal key–value store in IndexedDB (idb-keyval's idea, written out: the app installs no
 * package for a few dozen lines). One database holding one object store; string keys; values
 * kept by the browser's structured clone, so a photo (a File or Blob) is kept as it is, which
 * localStorage cannot do. The callers depend on the interface, so tests use memoryStore.
 */
export interface KeyValueStore<T> {
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** The values whose key starts with `prefix`, in key order. */
  valuesFrom(prefix: string): Promise<T[]>;
}

/**
 * The store `storeName` in the database `dbName`. The connection opens with the first call and
 * stays open; it closes as soon as another page (or this one, at sign-out) deletes or upgrades
 * the database, so that never waits on us, and the next call opens it again. Without IndexedDB
 * (an old browser, a private window's policy) every call rejects: the callers keep no copy then.
 */
export function idbStore<T>(dbName: string, storeName: string): KeyValueStore<T> {
  let db: Promise<IDBDatabase> | null = null;

  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(dbName, 1); // throws without IndexedDB: the promise rejects
      req.onupgradeneeded = () => req.result.createObjectStore(storeName);
      req.onsuccess = () => {
        const conn = req.result;
        const forget = () => {
          conn.close();
          db = null;
        };
        conn.onversionchange = forget;
        conn.onclose = forget; // the browser closed it (storage cleared by the person)
        resolve(conn);
      };
      req.onerror = () => reject(req.error ?? new Error('IndexedDB refused'));
    }).catch((e: unknown) => {
      db = null; // tried again next time
      throw e;
    }));

  async function run<R>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> {
    const conn = await open();
    return new Promise<R>((resolve, reject) => {
      const tx = conn.transaction(storeName, mode);
      const req = work(tx.objectStore(storeName));
      // Resolved once the transaction is durable, not when the request succeeds.
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = tx.onabort = () => reject(tx.error ?? req.error ?? new Error('IndexedDB transaction failed'));
    });
  }

  return {
    set: (key, value) => run('readwrite', (s) => s.put(value, key)).then(() => undefined),
    delete: (key) => run('readwrite', (s) => s.delete(key)).then(() => undefined),
    // '\uffff' sorts after every character a key of ours holds.
    valuesFrom: (prefix) =>
      run('readonly', (s) => s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`)) as IDBRequest<T[]>),
  };
}

/** The same store kept in memory: for tests, and for code that must run where IndexedDB is not. */
export function memoryStore<T>(): KeyValueStore<T> & { entries: Map<string, T> } {
  const entries = new Map<string, T>();
  return {
    entries,
    set: async (key, value) => void entries.set(key, value),
    delete: async (key) => void entries.delete(key),
    valuesFrom: async (prefix) =>
      [...entries.keys()]
        .filter((k) => k.startsWith(prefix))
        .sort()
        .map((k) => entries.get(k)!),
  };
}
