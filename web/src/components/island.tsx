import type { Namespace } from '@espasyo/domain/i18n/namespaces';
import { loadMessages, UnrecordedMessages, useLanguage } from '@/lib/i18n';
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
const FIELDS = 'input, select, textarea';
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor changed in the dormant HTML's fields, by position: kept when it goes live. */
function changedFields(el: Element): [number, string, boolean][] {
  return [...el.querySelectorAll<Field>(FIELDS)].flatMap((f, i): [number, string, boolean][] => {
    const changed =
      f instanceof HTMLSelectElement
        ? [...f.options].some((o) => o.selected !== o.defaultSelected)
        : f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio')
          ? f.checked !== f.defaultChecked
          : f.value !== f.defaultValue;
    return changed ? [[i, f.value, f instanceof HTMLInputElement && f.checked]] : [];
  });
}
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
 * `messages`: the catalogue's namespaces only this part uses, fetched with its code when it wakes
 * (and not named by the server among the page's).
 */
export function island<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  {
    fallback = null,
    margin = '200px 0px',
    contents = false,
    messages = [],
  }: {
    fallback?: ReactNode;
    margin?: string;
    /**
     * The wrapper takes no box of its own (`display: contents`): the part stays the grid or flex
     * item it is (a sticky sidebar), and what is watched for the screen is its own element. A
     * part hidden by CSS (display: none) never comes near the screen: it wakes when touched.
     */
    contents?: boolean;
    messages?: readonly Namespace[];
  } = {},
) {
  const wrapper = contents ? { 'data-island': '', style: { display: 'contents' } } : { 'data-island': '' };
  const Lazy = lazy(load);
  let loaded: ComponentType<P> | undefined;

  return function Island(props: P) {
    const lang = useLanguage();
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
    const fields = useRef<[number, string, boolean][]>([]);

    useEffect(() => {
      const el = ref.current;
      if (!dormant || !el) return;
      let woken = false;
      const wake = () => {
        if (woken) return;
        woken = true;
        observer?.disconnect();
        void Promise.all([load(), loadMessages(lang, messages)]).then(
          ([m]) => {
            loaded = m.default;
            const focused = el.contains(document.activeElement) ? document.activeElement : null;
            focusAt.current = focused ? [...el.querySelectorAll(FOCUSABLE)].indexOf(focused) : -1;
            fields.current = changedFields(el);
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
      for (const target of contents ? [...el.children] : [el]) observer?.observe(target);
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
    }, [dormant, lang]);

    // What was typed or ticked in the server's HTML is in the live fields, the element that had
    // the focus has it again, and a button pressed while dormant is pressed now.
    useLayoutEffect(() => {
      const el = ref.current;
      if (dormant || !el) return;
      const live = el.querySelectorAll<Field>(FIELDS);
      for (const [i, value, checked] of fields.current) {
        const f = live[i];
        if (f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio')) f.checked = checked;
        else if (f) f.value = value;
      }
      fields.current = [];
      const at = (i: number) => (i < 0 ? undefined : el.querySelectorAll<HTMLElement>(FOCUSABLE)[i]);
      at(focusAt.current)?.focus();
      at(clickAt.current)?.click();
      focusAt.current = clickAt.current = -1;
    }, [dormant]);

    if (typeof window === 'undefined') {
      // The server renders it with the page: its chunk is awaited before the page is sent.
      return (
        <div {...wrapper}>
          <UnrecordedMessages>
            <Suspense fallback={fallback}>
              <Lazy {...props} />
            </Suspense>
          </UnrecordedMessages>
        </div>
      );
    }
    if (dormant) {
      // Hydration leaves the server's content of this element as it is.
      return <div key="dormant" ref={ref} {...wrapper} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />;
    }
    return (
      <div key="live" ref={ref} {...wrapper}>
        {/* Whatever the live part still waits for (a namespace it did not name), it waits here:
            a Suspense above would put the whole page back to its spinner, and a page scrolled
            down back to the top. */}
        <Suspense fallback={fallback}>{Live ? <Live {...props} /> : <Lazy {...props} />}</Suspense>
      </div>
    );
  };
}

const EMPTY = { __html: '' };
