import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, forgetInstallPrompt } from '@/lib/install-prompt';
import { act, buildUser, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { ANSWER_KEY, EARNED_KEY } from './install-record';
import { InstallOffer, markInstallEarned } from '.';

/*
 * Decision 0094: the offer to install the app is made once, only after a first booking or
 * listing, with the browser's prompt where it offers one and iOS's steps where there is none;
 * never in the installed app.
 */

const TITLE = 'Get Espasyo on your home screen';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** iPadOS asks for desktop pages: it says Macintosh, and has a touch screen. */
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
/** An app's own web view on an iPhone: no Safari token, no Share menu to add from. */
const IPHONE_FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.0]';

/** The browser offers to install, as Chromium does: a `beforeinstallprompt` event on the window. */
function browserOffers(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

/** The navigator's own values for this test (jsdom's are a desktop's); removed after it. */
const stubbed = new Set<string>();
function onNavigator(values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(navigator, name, { value, configurable: true });
    stubbed.add(name);
  }
}
const onDevice = (userAgent: string, maxTouchPoints = 5) => onNavigator({ userAgent, maxTouchPoints });

/** Opened from the home screen (Chromium's display mode). */
function standalone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)', media: query }));
}

const client = buildUser({ userType: 'client', type: 'client' });
const host = buildUser({ userType: 'host', type: 'host' });
const offer = () => screen.queryByRole('region', { name: TITLE });
const render = (who: 'client' | 'host' = 'client', lang?: 'fil') =>
  renderApp(<InstallOffer who={who} />, { user: who === 'host' ? host : client, lang });

beforeAll(() => captureInstallPrompt());
afterEach(() => {
  forgetInstallPrompt();
  localStorage.clear();
  vi.unstubAllGlobals();
  for (const name of stubbed) delete (navigator as unknown as Record<string, unknown>)[name];
  stubbed.clear();
});

describe('the offer to install the app', () => {
  it('is not made before a first booking or listing, though the browser offers', async () => {
    const event = browserOffers();
    expect(event.defaultPrevented).toBe(true); // the browser's own banner does not show either
    render();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offer()).not.toBeInTheDocument();
  });

  it('shows after a booking when the browser offered, without taking the focus; Install opens the prompt, once', async () => {
    const before = document.activeElement;
    const { user } = render();
    const event = browserOffers('accepted');
    act(() => markInstallEarned('booking'));
    const card = await screen.findByRole('region', { name: TITLE });
    expect(card).toHaveAttribute('data-install-offer', 'prompt');
    expect(
      within(card).getByText('It opens in a tap, and your pass shows at the gate even without a connection.'),
    ).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/icons/icon-192.png');
    expect(document.activeElement).toBe(before);
    expect(localStorage.getItem(EARNED_KEY)).toBe('booking');

    await user.click(within(card).getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(offer()).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ANSWER_KEY)).toBe('accepted'));

    browserOffers(); // the next page load's event: the offer was answered
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offer()).not.toBeInTheDocument();
  });

  it("records the prompt's dismissal too: never again", async () => {
    markInstallEarned('listing');
    const { user } = render('host');
    const event = browserOffers('dismissed');
    const card = await screen.findByRole('region', { name: TITLE });
    expect(
      within(card).getByText(
        'It opens in a tap, and your check-in page keeps working at the gate without a connection.',
      ),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    await waitFor(() => expect(localStorage.getItem(ANSWER_KEY)).toBe('dismissed'));
  });

  it('Not now: gone, and not made again on a later page', async () => {
    markInstallEarned('booking');
    browserOffers();
    const { unmount, user } = render();
    const card = await screen.findByRole('region', { name: TITLE });
    await user.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem(ANSWER_KEY)).toBe('not-now');
    expect(document.activeElement).toBe(document.body); // no #main in this test's page

    unmount();
    browserOffers();
    render();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offer()).not.toBeInTheDocument();
  });

  it('keeps the first reason it was earned by', () => {
    markInstallEarned('listing');
    markInstallEarned('booking');
    expect(localStorage.getItem(EARNED_KEY)).toBe('listing');
  });

  it("explains iOS's Add to Home Screen where there is no prompt; Got it ends it", async () => {
    onDevice(IPHONE);
    markInstallEarned('booking');
    const { user } = render();
    const card = await screen.findByRole('region', { name: TITLE });
    expect(card).toHaveAttribute('data-install-offer', 'ios');
    const steps = within(card).getByRole('list', { name: 'How to add it' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tap the Share button', "Then choose 'Add to Home Screen'"]);
    expect(within(card).queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Got it' }));
    expect(offer()).not.toBeInTheDocument();
    expect(localStorage.getItem(ANSWER_KEY)).toBe('got-it');
  });

  it('explains it on an iPad that asks for desktop pages, not on a Mac nor in an app’s web view', async () => {
    onDevice(IPAD_AS_MAC, 5);
    markInstallEarned('booking');
    const { unmount } = render();
    expect(await screen.findByRole('region', { name: TITLE })).toHaveAttribute('data-install-offer', 'ios');
    unmount();

    onDevice(IPAD_AS_MAC, 0); // a Mac
    const mac = render();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offer()).not.toBeInTheDocument();
    mac.unmount();

    onDevice(IPHONE_FACEBOOK);
    render();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offer()).not.toBeInTheDocument();
  });

  it('is never made in the installed app', async () => {
    standalone();
    markInstallEarned('booking');
    browserOffers();
    const { unmount } = render();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offer()).not.toBeInTheDocument();
    unmount();

    vi.unstubAllGlobals();
    onDevice(IPHONE);
    onNavigator({ standalone: true }); // iOS's home-screen app
    render();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offer()).not.toBeInTheDocument();
  });

  it('is dropped once the app is installed from the browser’s menu', async () => {
    markInstallEarned('booking');
    browserOffers();
    render();
    expect(await screen.findByRole('region', { name: TITLE })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(offer()).not.toBeInTheDocument();
  });
});

describe('the offer to install the app in Filipino (issue 34)', () => {
  it('says it in Filipino, the prompt and the iOS steps', async () => {
    markInstallEarned('booking');
    browserOffers();
    const { unmount } = render('client', 'fil');
    const card = await screen.findByRole('region', { name: 'Ilagay ang Espasyo sa home screen mo' });
    expect(
      within(card).getByText('Bubukas ito sa isang tap, at lalabas ang pass mo sa gate kahit walang internet.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'I-install' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Hindi muna' })).toBeInTheDocument();
    unmount();

    forgetInstallPrompt();
    onDevice(IPHONE);
    render('host', 'fil');
    const ios = await screen.findByRole('region', { name: 'Ilagay ang Espasyo sa home screen mo' });
    expect(within(ios).getByRole('list', { name: 'Paano ito idagdag' })).toBeInTheDocument();
    expect(within(ios).getByText('I-tap ang Share button')).toBeInTheDocument();
    expect(within(ios).getByText("Saka piliin ang 'Add to Home Screen'")).toBeInTheDocument();
    expect(within(ios).getByRole('button', { name: 'Sige' })).toBeInTheDocument();
  });
});
