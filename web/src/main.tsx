import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import {
  FRAME_NAMESPACES,
  I18N_STATE_ID,
  SERVER_STATE_ID,
  type I18nState,
  SHELL_STATE_ID,
  type ShellState,
} from '@espasyo/domain/contracts/page-render';
import { DEFAULT_LANGUAGE, isLanguage, languagePrefix } from '@espasyo/domain/i18n/languages';
import type { Namespace } from '@espasyo/domain/i18n/namespaces';
import { loadMessages, setMessageAddresses } from './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';
import { AppProvider } from './app/provider';
import { preloadMatches } from './app/pages';
import { publicStart, routes } from './app/route-table';
import { nextTask } from './lib/next-task';
import { seedPublicSettings } from './lib/public-settings';
import { scheduleServiceWorker } from './lib/service-worker-start';
import { authKey, createQueryClient } from './lib/query-client';
import './styles.css';

/**
 * A router that may add routes (publicStart) first asks, for a page with parameters, whether a
 * route it lacks would match better: hydration waits for that answer (a few microtasks).
 */
function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// Chromium offers to install once per page load, soon after it: kept from the start (decision 0094).
captureInstallPrompt();

async function start() {
  await nextTask(); // the modules' evaluation, the router's setup and the page's start: three tasks
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  // The page's language is its address's (the server set `<html lang>`): Filipino pages live under /fil.
  const htmlLang = document.documentElement.lang;
  const lang = isLanguage(htmlLang) ? htmlLang : DEFAULT_LANGUAGE;
  const prefix = languagePrefix(lang);
  const basename = prefix && window.location.pathname.startsWith(prefix) ? prefix : undefined;
  // The messages the page needs from the start, fetched beside its module (only its language's),
  // from the addresses the server named.
  const i18nState = document.getElementById(I18N_STATE_ID)?.textContent;
  const { namespaces, urls } = (
    i18nState ? JSON.parse(i18nState) : { namespaces: FRAME_NAMESPACES, urls: {} }
  ) as I18nState;
  setMessageAddresses(lang, urls);
  const messages = loadMessages(lang, namespaces as Namespace[]).catch(() => undefined); // a component loads what it lacks
  // A server-rendered page is a public one: the router starts with the public routes (route-table).
  const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
  const table = serverState ? publicStart(basename) : { routes, patchRoutesOnNavigation: undefined };
  const router = createBrowserRouter(table.routes, {
    basename,
    patchRoutesOnNavigation: table.patchRoutesOnNavigation,
  });
  await initialized(router);
  await nextTask(); // and the page's start in a task of its own
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient} lang={lang}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  // A public page comes rendered by the server with the data it used (session, settings): the
  // browser starts from the same data and the page's own module, so that hydration finds the
  // markup it would render and adopts it as it is. Signed-in areas come as the light shell, with
  // the session and settings beside it.
  // Either way the page's module is fetched at once, beside its area's frame.
  // The router has matched the address already: matching the route table again costs as much.
  const pageModules = preloadMatches(router.state.matches).catch(
    () => undefined, // a page that cannot load shows the router's error screen
  );
  if (serverState) {
    hydrate(queryClient, JSON.parse(serverState));
    seedPublicSettings(queryClient);
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread for the whole page: a tap is answered sooner (Total Blocking Time).
    void Promise.all([pageModules, messages]).then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    // The shell comes with the session and the settings (decision 0062): no request for them first.
    const shellState = document.getElementById(SHELL_STATE_ID)?.textContent;
    if (shellState) {
      const { me, settings } = JSON.parse(shellState) as ShellState;
      queryClient.setQueryData(authKey, me);
      seedPublicSettings(queryClient, settings);
    }
    // The frame's messages first: they come with the page's module, so this costs no round trip of its own.
    void messages.then(() => createRoot(container).render(app));
  }
  // The service worker (issue 35): its registration comes in a chunk of its own, after the page
  // (a visitor's first page: once they move on, or after 20 s).
  if ('serviceWorker' in navigator) scheduleServiceWorker(router, !!serverState);
}

void start();
