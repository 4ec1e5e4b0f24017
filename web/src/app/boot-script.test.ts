import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENT } from '@espasyo/domain/contracts/page-render';
import { BOOT_SCRIPT } from '@espasyo/domain/contracts/boot-script';

// The boot script's hold on forms (decision 0026): a form only JavaScript can send is never sent
// by the browser (its password would go to the address); one sent before the page is live is
// sent once more, once React has taken it. jsdom stands in for the browser: a form's native
// sending is an event nobody prevented.

/** The sign-in form as the server renders it, and what reaches the app's handler and the browser. */
function page({ action, appPrevents = true }: { action?: string; appPrevents?: boolean } = {}) {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `<div id="root"><form${action ? ` action="${action}"` : ''} novalidate>
    <input name="email" value="client@espasyo.test"><button type="submit">Sign In</button></form></div>`;
  const form = document.querySelector('form')!;
  const sent = { byApp: 0, byBrowser: 0 };
  let appHandles = false;
  // React's listener, on the page's root: before the document's.
  document.getElementById('root')!.addEventListener('submit', (e) => {
    if (!appHandles) return;
    sent.byApp++;
    if (appPrevents) e.preventDefault();
  });
  const browserSends = (e: Event) => void (!e.defaultPrevented && sent.byBrowser++);
  window.addEventListener('submit', browserSends); // after the document's: what is left to the browser
  cleanups.push(() => window.removeEventListener('submit', browserSends));
  /** React takes the page over: its props on the form, `<html data-hydrated>`, then the live event. */
  const goLive = ({ formTaken = true } = {}) => {
    appHandles = formTaken;
    if (formTaken) Object.assign(form, { __reactProps$abc: {} });
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event(LIVE_EVENT));
  };
  const press = () => form.requestSubmit(form.querySelector('button')!);
  return {
    form,
    sent,
    goLive,
    press,
    takeForm: () => ((appHandles = true), Object.assign(form, { __reactProps$abc: {} })),
  };
}

const cleanups: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  // Each test's document listeners come from a script run once per test in a fresh scope.
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    cleanups.push(() => document.removeEventListener(type, listener, options));
    add(type, listener, options);
  });
  // The entry it starts a second after the first paint (jsdom loads no script).
  document.head.innerHTML = '<meta name="app-entry" content="/assets/index.js">';
  new Function(BOOT_SCRIPT)();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the boot script and forms', () => {
  it('a form sent before the page is live is held, then sent once when React has taken it', async () => {
    const { sent, goLive, press } = page();
    press();
    expect(sent).toEqual({ byApp: 0, byBrowser: 0 });
    goLive();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual({ byApp: 1, byBrowser: 0 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual({ byApp: 1, byBrowser: 0 });
  });

  it('a page live before the part with the form is: sent once React has taken that form too', async () => {
    const { sent, goLive, press, takeForm } = page();
    press();
    goLive({ formTaken: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual({ byApp: 0, byBrowser: 0 });
    takeForm();
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual({ byApp: 1, byBrowser: 0 });
  });

  it('a form React never takes: never sent, by the app or the browser', async () => {
    const { sent, goLive, press } = page();
    press();
    goLive({ formTaken: false });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual({ byApp: 0, byBrowser: 0 });
  });

  it('on a live page, a form nothing took is not sent by the browser, nor sent again', async () => {
    const { sent, goLive, press } = page();
    goLive({ formTaken: false });
    press();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual({ byApp: 0, byBrowser: 0 });
  });

  it('a held form whose handler lets it through is sent once, not again and again, and never by the browser', async () => {
    const { sent, goLive, press } = page({ appPrevents: false });
    press();
    goLive();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toEqual({ byApp: 1, byBrowser: 0 });
  });

  it('a form with an action is the browser’s to send, as without JavaScript', () => {
    const { sent, press } = page({ action: '/spaces' });
    press();
    expect(sent).toEqual({ byApp: 0, byBrowser: 1 });
  });
});
