import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
const noSubscription = () => () => {};

/**
 * A part of a server-rendered page below the fold (issue 30): the server renders it with the
 * page, but the browser neither downloads its code nor hydrates it with the page. Until it comes
 * near the screen, or is touched or focused, its HTML stays as the server sent it (links work as
 * plain links); then its chunk is fetched and it is rendered in place of that HTML (the same
 * markup, one frame), with the keyboard focus kept on the same element. A page's first download
 * and the work of hydrating it are the smaller (Total Blocking Time). Opened by a client-side
 * navigation (nothing from the server to keep), it renders at once, `fallback` while its chunk
 * comes.
 *
 * Only for parts that do not change while dormant: a dormant island is a `<div>` whose content
 * React leaves alone (an empty `dangerouslySetInnerHTML`), so it shows what the server rendered
 * whatever its props become. `load` is a dynamic import: list it in scripts/js-budget.mjs's DEFERRED.
 */
export function island<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = null, margin = '200px 0px' }: { fallback?: ReactNode; margin?: string } = {},
) {
  const Lazy = lazy(load);
  let loaded: ComponentType<P> | undefined;

  return function Island(props: P) {
    // True while hydrating (and on the server): what was rendered on the server stays dormant.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [Live, setLive] = useState<ComponentType<P> | undefined>(() => (hydrating ? undefined : loaded));
    const [dormant, setDormant] = useState(hydrating);
    const ref = useRef<HTMLDivElement>(null);
    const focusAt = useRef(-1);
    const clickAt = useRef(-1);

    useEffect(() => {
      const el = ref.current;
      if (!dormant || !el) return;
      let woken = false;
      const wake = () => {
        if (woken) return;
        woken = true;
        observer?.disconnect();
        void load().then(
          (m) => {
            loaded = m.default;
            const focused = el.contains(document.activeElement) ? document.activeElement : null;
            focusAt.current = focused ? [...el.querySelectorAll(FOCUSABLE)].indexOf(focused) : -1;
            setLive(() => m.default);
            setDormant(false);
          },
          () => {
            woken = false; // offline: the server's HTML stays; the next touch tries again
            clickAt.current = -1;
          },
        );
      };
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
              rootMargin: margin,
            });
      observer?.observe(el);
      // A press on a button of the dormant HTML is pressed again once live (a link just works).
      const replay = (event: Event) => {
        const target = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
        if (!target || target.closest('a[href]')) return;
        event.preventDefault();
        clickAt.current = [...el.querySelectorAll(FOCUSABLE)].indexOf(target);
        wake();
      };
      const events = ['pointerdown', 'focusin'] as const;
      events.forEach((type) => el.addEventListener(type, wake, { passive: true }));
      el.addEventListener('click', replay);
      function stop() {
        observer?.disconnect();
        events.forEach((type) => el!.removeEventListener(type, wake));
        el!.removeEventListener('click', replay);
      }
      if (!observer) wake();
      return stop;
    }, [dormant]);

    // The element that had the focus in the server's HTML has it again in the live one, and a
    // button pressed while dormant is pressed now.
    useLayoutEffect(() => {
      const el = ref.current;
      if (dormant || !el) return;
      const at = (i: number) => (i < 0 ? undefined : el.querySelectorAll<HTMLElement>(FOCUSABLE)[i]);
      at(focusAt.current)?.focus();
      at(clickAt.current)?.click();
      focusAt.current = clickAt.current = -1;
    }, [dormant]);

    if (typeof window === 'undefined') {
      // The server renders it with the page: its chunk is awaited before the page is sent.
      return (
        <div data-island="">
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        </div>
      );
    }
    if (dormant) {
      // Hydration leaves the server's content of this element as it is.
      return <div key="dormant" ref={ref} data-island="" suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />;
    }
    return (
      <div key="live" ref={ref} data-island="">
        {Live ? (
          <Live {...props} />
        ) : (
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  };
}

const EMPTY = { __html: '' };
