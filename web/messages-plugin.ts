import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';

/**
 * The message catalogue (domain/src/i18n/<lang>/<ns>.ts, issue 34, decision 0092) comes to the
 * browser compiled: each ICU message a small function (plurals with the language's own rules),
 * with @messageformat's tiny runtime and without its parser. A catalogue module is plain data with
 * no imports, so after TypeScript's transform it is evaluated here and compiled.
 */
const CATALOG = /[\\/]domain[\\/]src[\\/]i18n[\\/](en|fil)[\\/][\w-]+\.ts$/;
/** The runtime the compiled messages import, with a count written without Intl (src/lib/message-runtime.ts). */
const RUNTIME = JSON.stringify(fileURLToPath(new URL('./src/lib/message-runtime.ts', import.meta.url)));
export const messagesPlugin = (): Plugin => ({
  name: 'espasyo:messages',
  enforce: 'post',
  async transform(code, id) {
    const lang = CATALOG.exec(id)?.[1];
    if (!lang) return null;
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const { default: source } = (await import(url)) as { default: Parameters<typeof compileModule>[1] };
    const compiled = compileModule(new MessageFormat(lang), source).replace(
      /from "@messageformat\/runtime";/g,
      `from ${RUNTIME};`,
    );
    return { code: compiled, map: null };
  },
});
