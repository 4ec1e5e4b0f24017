import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '@espasyo/domain/contracts/boot-script';

/** The CSP source that allows BOOT_SCRIPT and no other inline script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** A module the page needs, for BOOT_SCRIPT to preload after the first paint. */
export const moduleMeta = (file: string) => `<meta name="app-module" content="${file}">`;

/**
 * index.html's module tags as BOOT_SCRIPT reads them: the entry script and its preloads become
 * `<meta>` elements, and the script comes last in the body.
 */
export function bootAfterPaint(html: string): string {
  return html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, '<meta name="app-entry" content="$1">')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, file: string) => moduleMeta(file))
    .replace('</body>', () => `<script>${BOOT_SCRIPT}</script></body>`);
}
