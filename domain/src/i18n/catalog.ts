/**
 * The message catalogue's types (issue 34, decision 0092). Each namespace is a pair of modules,
 * `i18n/en/<ns>.ts` and `i18n/fil/<ns>.ts`, each a plain object of ICU MessageFormat strings
 * (plurals as `{count, plural, one {# space} other {# spaces}}`) with no imports, so that the web
 * build can compile it to functions (web/vite.config.ts, `messagesPlugin`) and the server compile it
 * at start (server/src/lib/i18n.ts). Only the active language's namespaces are loaded in a browser.
 *
 * A compiled catalogue has the same shape: a message without arguments is its string, one with
 * arguments a function of them (`m.results({ count: 3 })`).
 */

/** The values a message's arguments take. */
export type MessageValues = Record<string, string | number>;

/** A message with `{…}` in it takes arguments; a plain one is a string. */
type Compiled<S> = S extends `${string}{${string}` ? (values: MessageValues) => string : string;

export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string ? Compiled<T[K]> : Messages<T[K]>;
};

/** What a translation must have: the same keys, every message a string. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** A catalogue's source: nested objects (and arrays) of ICU strings. */
export interface CatalogSource {
  readonly [key: string]: string | CatalogSource | readonly (string | CatalogSource)[];
}

/**
 * Compiles a catalogue source with `compile` (a message → its function), keeping a message that
 * has no arguments as its plain text (ICU's quoting undone). Used by the server; the browser gets
 * its catalogues compiled by the build.
 */
export function compileCatalog<T>(
  source: T,
  compile: (message: string) => (values?: MessageValues) => string,
  hasArguments: (message: string) => boolean,
): Messages<T> {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const fn = compile(node);
      return hasArguments(node) ? fn : fn({});
    }
    if (Array.isArray(node)) return node.map(walk);
    return Object.fromEntries(Object.entries(node as object).map(([k, v]) => [k, walk(v)]));
  };
  return walk(source) as Messages<T>;
}

/**
 * After the build's compilation every message is a function; one that takes no argument
 * (`() => "text"`, length 0) is turned into its text, so that the catalogue has the shape above.
 */
export function settleCompiled<T>(compiled: unknown): Messages<T> {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'function') return node.length === 0 ? (node as () => string)() : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(compiled) as Messages<T>;
}
