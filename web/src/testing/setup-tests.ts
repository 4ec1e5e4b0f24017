import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { session } from './mocks/handlers';
import { server } from './mocks/server';
import { loadMessages } from '@/lib/i18n';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';

// jsdom has <dialog> but not its modal methods; the design system's dialogs and drawers use them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (value !== undefined) this.returnValue = value;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no object URLs; a test that needs them assigns its own to URL (the same object in every
// file of a worker): put back what was there.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

// findBy… and waitFor wait up to 5 s rather than 1 s: on a busy two-core CI machine, with a
// worker per core, a lazy page's first render and its MSW answer can take more than a second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The catalogue in both languages, as a server-rendered page has its language's before it hydrates:
// components render at once, in English or, for a test that asks for it, in Filipino.
beforeAll(() => Promise.all([loadMessages('en', NAMESPACES), loadMessages('fil', NAMESPACES)]));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  session.user = null;
});
afterAll(() => server.close());

/*
 * The web's tests share one window per worker, file after file (vitest.config.ts): after each
 * file's own afterAll hooks (this file's run last), put back what a file may have changed on it,
 * so the next file starts as in a fresh one.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.assign(URL, objectUrls);
  if (typeof document === 'undefined') return; // a file in the node environment (entry-server.test.ts)
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const el of [document.documentElement, document.body]) {
    for (const { name } of [...el.attributes]) el.removeAttribute(name);
  }
});
