import { LIVE_EVENT } from './page-render';

/**
 * A server-rendered page paints before its JavaScript runs (decision 0026). The browser runs a
 * page's module scripts as soon as the HTML is read, before its first paint when they are
 * already there, so a phone would show nothing until the bundle had been evaluated. Instead
 * the page names its modules in `<meta>` elements and this script, the only inline one (the CSP
 * allows it by its hash), starts them once the page and its main image are on screen: it
 * preloads every module the page needs, a few a task, and adds the entry. Before that the
 * connection carries only the HTML and the main image.
 */
export const BOOT_SCRIPT = [
  '(function(){var started=false;',
  'function start(){if(started)return;started=true;',
  // Two preloads a task: each starts a fetch, some milliseconds on a phone (more under a
  // profiler), and thirty at once would be one long task (Total Blocking Time, decision 0096). The
  // first two are the entry's own (the runtime and the framework), and the entry follows them.
  'var modules=document.querySelectorAll(\'meta[name="app-module"]\'),i=0;',
  "function preload(){for(var end=i+2;i<end&&i<modules.length;i++){var l=document.createElement('link');",
  "l.rel='modulepreload';l.crossOrigin='';l.href=modules[i].content;document.head.appendChild(l)}",
  'if(i<modules.length)setTimeout(preload,0)}',
  "preload();var s=document.createElement('script');s.type='module';s.crossOrigin='';",
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
  // A form that only JavaScript can send (it names no action) and that nothing of the app took
  // (React's listeners, on the page's root, come before the document's) is never sent by the
  // browser, which would put its fields, a password among them, in the page's address: before
  // React has taken over, or in a part of the page it has not yet. One sent before the page is
  // live is held and sent once more, once (a tap on a slow phone answered late, not lost): when
  // the page is live (LIVE_EVENT) and React has taken the form itself (its props on the element;
  // if that mark never comes, 10 s at most, it is not sent).
  'var held=null,again=false;',
  "function ready(f){for(var k in f)if(k.indexOf('__reactProps$')===0)return true;return false}",
  'function send(){var e=held,n=0;held=null;if(e)(function wait(){',
  'if(!e.target.isConnected||!e.target.requestSubmit||n++>100)return;',
  'if(!ready(e.target))return void setTimeout(wait,100);again=true;',
  'try{e.target.requestSubmit(e.submitter&&e.submitter.form===e.target?e.submitter:undefined)}finally{again=false}})()}',
  "document.addEventListener('submit',function(e){",
  "if(e.defaultPrevented||e.target.hasAttribute('action'))return;e.preventDefault();",
  "if(!again&&!document.documentElement.hasAttribute('data-hydrated'))held=e});",
  `document.addEventListener('${LIVE_EVENT}',send);`,
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()",
].join('');
