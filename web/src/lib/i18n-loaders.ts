/**
 * Every namespace of the catalogue in every language, by file: a chunk of its own, fetched only
 * where the server did not name a namespace's address (the tests, the development server, a
 * namespace the server's page did not list), so that its map is not in every page's first download.
 */
const modules: Record<string, () => Promise<{ default: unknown }>> = import.meta.glob<{ default: unknown }>(
  '../../../domain/src/i18n/{en,fil}/*.ts',
);

export function loadNamespace(lang: string, ns: string): Promise<{ default: unknown }> {
  const load = modules[`../../../domain/src/i18n/${lang}/${ns}.ts`];
  return load ? load() : Promise.reject(new Error(`No messages ${lang}/${ns}`));
}
