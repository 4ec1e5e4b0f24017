import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type DataRouteMatch } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { toApiError } from './lib/api-client';
import type { PageRenderer, PageRenderInput } from '@espasyo/domain/contracts/page-render';
import { AppProvider } from './app/provider';
import { preloadMatches, type PageHandle } from './app/pages';
import { routes } from './app/route-table';
import { seedPublicSettings } from './lib/public-settings';
import { createQueryClient, authKey } from './lib/query-client';
import { headFor } from './app/page-head';
import { loadMessages } from './lib/i18n';
import { languagePrefix, type Language } from '@espasyo/domain/i18n/languages';
import { NAMESPACES, type Namespace } from '@espasyo/domain/i18n/namespaces';

/** One route handler per language: Filipino pages are the same routes under /fil (issue 34). */
const handlers = new Map<Language, ReturnType<typeof createStaticHandler>>();
const handlerOf = (lang: Language) => {
  let handler = handlers.get(lang);
  if (!handler) {
    handler = createStaticHandler(routes, { basename: languagePrefix(lang) || undefined });
    handlers.set(lang, handler);
  }
  return handler;
};
/** A render that takes longer has gone wrong: the server then sends the light shell instead. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders a public page to HTML (issue 10, decision 0026) with the same route table, providers
 * and components as the browser, from the data the server hands over. Signed-in areas (routes
 * not marked `ssr`) get null: the server sends the light shell and the browser renders them.
 */
export const render: PageRenderer = async ({ url, origin, me, settings, lang = 'en', fetchApi }) => {
  const handler = handlerOf(lang);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null; // a redirect: no route here has a loader that makes one
  const leaf = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  if (!leaf?.ssr) return null;

  // Each page module is loaded before rendering, so the page renders at once, as it will hydrate.
  // The whole catalogue of the page's language, so that nothing suspends while rendering.
  await Promise.all([preloadMatches(context.matches), loadMessages(lang, NAMESPACES)]);
  const usedNamespaces = new Set<Namespace>();
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKey, me);
  seedPublicSettings(queryClient, settings);
  const { status: dataStatus } = await prefetch(queryClient, context.matches, new URL(url, origin), fetchApi);

  const rendered = await renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient} lang={lang} usedNamespaces={usedNamespaces}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </StrictMode>,
  );
  const status = leaf.notFound ? 404 : dataStatus;
  const { head, body } = headFor(rendered, {
    origin,
    path: new URL(url, origin).pathname,
    settings,
    lang,
    indexable: status === 200,
  });
  return {
    status,
    head,
    html: body,
    pages: context.matches.flatMap((m) =>
      (m.route.handle as PageHandle | undefined)?.page ? [(m.route.handle as PageHandle).page!] : [],
    ),
    // Failed reads too: the browser starts from the same 'not found' the server rendered.
    state: JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: () => true })),
    namespaces: [...usedNamespaces],
  };
};

/**
 * Reads what the matched routes declare they show from the start (PageHandle.prefetch) into the
 * query cache, as the caller. A read that fails is cached as failed, so the page renders its own
 * error or not-found state; the page then answers 404 (not found), 400 (a bad search in the
 * address) or 503 (the API failed), unless the read is only a part of the page (`meta.optional`:
 * a listing's reviews, which then show their own error).
 */
async function prefetch(
  queryClient: QueryClient,
  matches: readonly DataRouteMatch[],
  url: URL,
  fetchApi: PageRenderInput['fetchApi'],
): Promise<{ status: number }> {
  let status = 200;
  const queries = matches.flatMap(
    (m) => (m.route.handle as PageHandle | undefined)?.prefetch?.({ params: m.params, url }) ?? [],
  );
  await Promise.all(
    queries.map(async ({ queryKey, meta }) => {
      const res = await fetchApi(String(meta?.path));
      if (res.status < 400) return void queryClient.setQueryData(queryKey, res.data);
      // A part of the page (`meta.optional`: a listing's reviews) that failed shows its own error; the page stands.
      if (!meta?.optional) status = Math.max(status, res.status === 404 ? 404 : res.status < 500 ? 400 : 503);
      await queryClient.prefetchQuery({
        queryKey,
        queryFn: () => Promise.reject(toApiError(res.status, res.data)),
        retry: false,
      });
    }),
  );
  return { status };
}

/** React's streaming renderer, read to the end once everything (every Suspense boundary) is ready. */
async function renderToString(node: ReactNode): Promise<string> {
  let renderError: unknown;
  const stream = await renderToReadableStream(node, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Never move a large finished boundary out of line: putting it back in place would take an
    // inline script, which the CSP refuses (and the page is sent whole anyway).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      renderError ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // A component that threw would leave its client-rendered fallback here: send the shell instead.
  if (renderError) throw renderError;
  // React's streaming instructions are inline scripts, which the CSP refuses: never send one.
  // (A JSON data block such as schema.org's JSON-LD is not a script the browser runs.)
  if (/<script(?![^>]*type="application\/(ld\+)?json")/i.test(html))
    throw new Error('The rendered page holds an inline script');
  return html;
}
