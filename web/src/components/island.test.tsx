import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, Suspense, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { island } from './island';

/** The part an island holds: a heading, a link and a button that counts its presses. */
function Part({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <section>
      <h2>{label}</h2>
      <a href="/terms">Terms</a>
      <input aria-label="Note" defaultValue="" />
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        Pressed {presses}
      </button>
    </section>
  );
}
/** What the server sends for <Island label="Reviews" /> (island.tsx renders it so on the server). */
const SERVER_HTML =
  '<main><div data-island=""><!--$--><section><h2>Reviews</h2><a href="/terms">Terms</a><input aria-label="Note" value=""/>' +
  '<button type="button">Pressed <!-- -->0</button></section><!--/$--></div></main>';

/** An IntersectionObserver the test moves: `near()` brings every observed element near the screen. */
const observed = new Set<{ cb: IntersectionObserverCallback; el: Element }>();
class FakeObserver {
  constructor(private cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    observed.add({ cb: this.cb, el });
  }
  disconnect() {
    for (const o of observed) if (o.cb === this.cb) observed.delete(o);
  }
}
const near = () =>
  [...observed].forEach(({ cb, el }) =>
    cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
  );

let load: ReturnType<typeof vi.fn<() => Promise<{ default: typeof Part }>>>;
let Island: ReturnType<typeof island<{ label: string }>>;
let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  load = vi.fn(() => Promise.resolve({ default: Part }));
  Island = island(load);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  observed.clear();
  vi.unstubAllGlobals();
});

/** Hydrates SERVER_HTML as the browser does a server-rendered page. */
async function hydrate() {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  await act(async () => {
    root = hydrateRoot(
      container,
      <main>
        <Island label="Reviews" />
      </main>,
      { onRecoverableError: (e) => errors.push(e) },
    );
  });
  consoleError.mockRestore();
  return { container, errors };
}

describe('island (a server-rendered part hydrated when it is needed)', () => {
  it('keeps the server’s HTML through hydration and fetches nothing until it comes near the screen', async () => {
    const { container, errors } = await hydrate();
    const heading = container.querySelector('h2');
    const markup = (html: string) => html.replace(/<!--[^>]*-->/g, '');
    const served = markup(container.querySelector('main')!.innerHTML);
    expect(heading).toHaveTextContent('Reviews');
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([]);

    await act(async () => near());
    expect(load).toHaveBeenCalledTimes(1);
    // Live now: the same markup, rendered by React, and its button works.
    expect(container.querySelector('h2')).not.toBe(heading);
    expect(markup(container.querySelector('main')!.innerHTML)).toBe(served);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Pressed 1');
  });

  it('presses again, once live, a button pressed while it was dormant, and keeps the focus', async () => {
    await hydrate();
    const dormant = screen.getByRole('button');
    dormant.focus();
    await act(async () => dormant.click());
    const live = screen.getByRole('button');
    expect(live).not.toBe(dormant);
    expect(live).toHaveTextContent('Pressed 1');
    expect(live).toHaveFocus();
  });

  it('keeps what was typed into the dormant HTML', async () => {
    await hydrate();
    const dormant = screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
    dormant.value = 'Near the gate';
    await act(async () => dormant.focus());
    const live = screen.getByRole('textbox', { name: 'Note' });
    expect(live).not.toBe(dormant);
    expect(live).toHaveValue('Near the gate');
    expect(live).toHaveFocus();
  });

  it('leaves a link of the dormant HTML to the browser', async () => {
    const { container } = await hydrate();
    let followed = false;
    container.addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate
    });
    screen.getByRole('link').click();
    expect(followed).toBe(true);
  });

  it('renders at once when the page is rendered in the browser (a client-side navigation)', async () => {
    render(<Island label="Reviews" />);
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
  });

  it('a live part that still waits shows its own fallback, never the page’s (which would blank it)', async () => {
    let arrive!: () => void;
    const waited = new Promise<void>((resolve) => (arrive = resolve));
    function Waiting({ label }: { label: string }) {
      use(waited); // as a namespace of the catalogue the island did not name
      return <Part label={label} />;
    }
    Island = island(() => Promise.resolve({ default: Waiting }), { fallback: <p>Loading the part</p> });
    const container = document.createElement('div');
    container.innerHTML = `<!--$--><main><p>The page</p>${SERVER_HTML.slice('<main>'.length)}<!--/$-->`;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={<p>Page loading</p>}>
          <main>
            <p>The page</p>
            <Island label="Reviews" />
          </main>
        </Suspense>,
      );
    });
    await act(async () => near());
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Page loading')).not.toBeInTheDocument();
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });
});
