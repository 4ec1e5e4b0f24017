import { createHash } from 'node:crypto';

/**
 * A server-rendered page paints before its JavaScript runs (decision 0026). The browser runs a
 * page's module scripts as soon as the HTML is read, before its first paint when they are
 * already there, so a phone would show nothing until the bundle had been evaluated. Instead
 * the page names its modules in `<meta>` elements and this script, the only inline one (the CSP
 * allows it by its hash), starts them once the page and its main image are on screen: it
 * preloads every module the page needs at once, then adds the entry. Before that the
 * connection carries only the HTML and the main image.
 */
export const BOOT_SCRIPT = [
  '(function(){var started=false;',
  'function start(){if(started)return;started=true;',
  'var modules=document.querySelectorAll(\'meta[name="app-module"]\');',
  "for(var i=0;i<modules.length;i++){var l=document.createElement('link');",
  "l.rel='modulepreload';l.crossOrigin='';l.href=modules[i].content;document.head.appendChild(l)}",
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';",
  's.src=document.querySelector(\'meta[name="app-entry"]\').content;document.head.appendChild(s)}',
  // The page's main image (fetchpriority="high": the hero, a listing's first photo) is shown
  // before the scripts start too: on a phone they would hold its paint back.
  'function shown(){var imgs=document.querySelectorAll(\'img[fetchpriority="high"]\'),left=1;',
  'function done(){if(--left===0)requestAnimationFrame(function(){setTimeout(start,0)})}',
  'for(var i=0;i<imgs.length;i++)if(!imgs[i].complete){left++;',
  "imgs[i].addEventListener('load',done);imgs[i].addEventListener('error',done)}done()}",
  // Once the browser reports the first contentful paint (where it cannot, at once), and the
  // main image is shown; a second at most, as a hidden tab paints nothing and a slow
  // connection must not keep the app waiting for a photo.
  'function afterPaint(){setTimeout(start,1000);',
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "new P(function(list,observer){list.getEntries().forEach(function(e){if(e.name==='first-contentful-paint'){",
  "observer.disconnect();shown()}})}).observe({type:'paint',buffered:true})}",
  'else shown()}',
  // Until React has taken over, a form that only JavaScript can send (it names no action) is
  // held rather than sent by the browser, which would put its fields, a password among them,
  // in the page's address.
  "document.addEventListener('submit',function(e){",
  "if(!document.documentElement.hasAttribute('data-hydrated')&&!e.target.hasAttribute('action'))e.preventDefault()},true);",
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()",
].join('');

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
