import { expect, type BrowserContext } from '@playwright/test';
import { test, DEMO, expectNoSeriousA11yIssues, signIn } from './support';

// The gate (issue 33): the demo client shows a valid booking's pass; the host, in another browser
// whose camera is fed that pass's QR image, scans it and is let through; then types the PIN of the
// client's other valid booking (a tenancy); a second scan of the first is refused ("already checked
// in"); the client's pass still shows with the network cut. Both check-ins are closed at the end
// (the demo data leaves no booking checked in). Chromium on Linux has no BarcodeDetector: the page
// reads the camera's frames with its own QR reader.

test.beforeEach(() => test.slow());

interface Item {
  id: string;
  status: string;
  kind: string;
  listingTitle: string;
}

/** The host's camera: a canvas stream on which the QR image (a data: URL) is drawn, again and again. */
async function feedCamera(context: BrowserContext, qrDataUrl: string) {
  await context.addInitScript((src: string) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    const img = new Image();
    img.src = src;
    const draw = () => {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      if (img.complete && img.naturalWidth) ctx.drawImage(img, 160, 80, 320, 320);
    };
    setInterval(draw, 100);
    const stream = () => {
      draw();
      return Promise.resolve(canvas.captureStream(10));
    };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: stream, enumerateDevices: () => Promise.resolve([]) },
    });
  }, qrDataUrl);
}

test('the client shows the pass, the host scans its QR from the camera and types a PIN; a second scan is refused; the pass shows offline', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, DEMO.client);
  const { items } = (await (await page.request.get('/api/bookings?group=current')).json()) as { items: Item[] };
  const first = items.find((b) => b.status === 'active' && b.kind !== 'tenancy');
  const other = items.find((b) => b.id !== first?.id && b.kind === 'tenancy');
  expect(first, "the demo client's active booking").toBeTruthy();
  expect(other, "the demo client's active tenancy").toBeTruthy();
  const passOf = async (id: string) =>
    (await (await page.request.get(`/api/bookings/${id}/pass`)).json()) as { code: string; renter: { name: string } };
  const otherPin = (await passOf(other!.id)).code;
  const renter = (await passOf(first!.id)).renter.name;

  // The client's booking page: the pass, then full screen.
  await page.goto(`/client/bookings/${first!.id}`);
  const pass = page.getByRole('region', { name: 'Pass' });
  await expect(pass.getByRole('img', { name: 'QR code of the pass' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await pass.getByRole('link', { name: 'Show at the gate' }).click();
  await expect(page).toHaveURL(`/client/bookings/${first!.id}/pass`);
  await expect(page.getByRole('heading', { level: 1, name: first!.listingTitle })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code of the pass' });
  await expect(qr).toBeVisible();
  const pin = await page.getByLabel(/^PIN \d/).textContent();
  expect(pin).toMatch(/^\d{6}$/);
  await expectNoSeriousA11yIssues(page);
  const qrSrc = (await qr.getAttribute('src'))!;
  expect(qrSrc).toMatch(/^data:image\/svg\+xml/);

  // The host, in another browser, at the gate.
  const hostContext = await browser.newContext();
  await feedCamera(hostContext, qrSrc);
  const host = await hostContext.newPage();
  const checkIns: string[] = [];
  host.on('response', async (res) => {
    if (res.url().endsWith('/api/host/check-ins') && res.request().method() === 'POST' && res.ok())
      checkIns.push(((await res.json()) as { id: string }).id);
  });
  try {
    await signIn(host, DEMO.host);
    await host.goto('/host/check-in');
    await expect(host.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expectNoSeriousA11yIssues(host);

    await host.getByRole('button', { name: 'Scan QR' }).click();
    const card = host.getByRole('heading', { level: 2, name: renter });
    await expect(card).toBeVisible({ timeout: 15_000 });
    // The result card, and the same check-in under "Checked in now".
    await expect(host.getByRole('definition').filter({ hasText: first!.listingTitle }).first()).toBeVisible();
    await expect(host.getByText(/^Checked in /).first()).toBeVisible();
    const checkedInNow = host.getByRole('region', { name: /^Checked in now/ });
    await expect(checkedInNow.getByRole('heading', { level: 3, name: renter })).toBeVisible();

    // The PIN of the client's other booking, typed.
    await host.getByLabel(/^PIN/).fill(otherPin);
    await host.getByRole('button', { name: 'Check in' }).click();
    await expect(host.getByRole('definition').filter({ hasText: other!.listingTitle }).first()).toBeVisible();
    await expect(host.getByText('the tenancy ends').first()).toBeVisible();
    await expect(checkedInNow.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yIssues(host);

    // The first pass again: refused.
    await host.getByRole('button', { name: 'Scan QR' }).click();
    const refusal = host.getByRole('alert');
    await expect(refusal).toContainText('Already checked in', { timeout: 15_000 });

    // Both sides see the scans on the booking.
    await host.goto(`/host/bookings/${first!.id}`);
    await expect(host.getByRole('heading', { level: 1, name: first!.listingTitle })).toBeVisible({ timeout: 20_000 });
    const hostScans = host.getByRole('region', { name: 'At the gate' });
    await expect(hostScans.getByText('Checked in', { exact: true })).toBeVisible();
    await expect(hostScans.getByText('Refused: already checked in')).toBeVisible();

    // The client's pass, with the network cut: drawn from the phone, as of when it was fetched.
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(
      page.getByRole('region', { name: 'At the gate' }).getByText('Refused: already checked in'),
    ).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Show at the gate' }).click();
    await expect(page.getByText(/^Offline — shown as of /)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the pass' })).toBeVisible();
    await expect(page.getByLabel(/^PIN \d/)).toHaveText(pin!);
    await context.setOffline(false);
  } finally {
    for (const id of checkIns) await host.request.post(`/api/host/check-ins/${id}/check-out`, { data: {} });
    await hostContext.close();
  }
  expect(checkIns).toHaveLength(2);
});
