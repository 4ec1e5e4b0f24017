import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test, PASSWORD, expectNoSeriousA11yIssues, freshEmail, freshPhone, totp } from './support';
import fs from 'node:fs';
import jsQR from 'jsqr';

// Dashboards, guides, profile and settings of a signed-in client or host (docs/product/accounts.md, docs/product/routes.md#host-and-client-areas).
// Every test signs up its own fresh user, so tests never share state.

interface Account {
  email: string;
  phone: string;
  password: string;
}

function freshAccount(): Account {
  return { email: freshEmail('acct'), phone: freshPhone(), password: PASSWORD };
}

/** Signs up through the API with the page's own cookie jar, so the page is signed in after it. */
async function signUp(page: Page, userType: 'client' | 'host', firstName = 'Maria'): Promise<Account> {
  const a = freshAccount();
  const res = await page.request.post('/api/auth/signup', {
    data: {
      userType,
      email: a.email,
      firstName,
      lastName: 'Santos',
      phone: a.phone,
      password: a.password,
      confirmPassword: a.password,
      agreeToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return a;
}

interface MailboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** The newest message to `to` in the development mailbox whose text matches `pattern`. */
async function waitForMessage(req: APIRequestContext, to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const res = await req.get('/api/dev/mailbox');
        const { messages } = (await res.json()) as { messages: MailboxMessage[] };
        for (const m of messages) {
          if (m.to !== to) continue;
          found = m.text.match(pattern);
          if (found) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

test.describe('dashboards', () => {
  test('a long unbroken name wraps instead of widening the page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, 'client', 'W'.repeat(50));
    await page.goto('/client-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('WWWW');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /^Account menu/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('WWWW');
    // The menu keeps its width: the name wraps inside it.
    expect((await menu.boundingBox())!.width).toBeLessThanOrEqual(260);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test('client dashboard greets by name and shows what is verified, honestly empty otherwise', async ({ page }) => {
    const a = await signUp(page, 'client', 'Ligaya');
    await page.goto('/client-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ligaya');

    const verification = page.getByRole('region', { name: 'Verification' });
    await expect(verification.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('Not verified');
    await expect(verification.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
    await expect(verification.getByRole('link', { name: 'Upload ID' })).toHaveAttribute(
      'href',
      '/client/profile#id-verification',
    );

    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: /Find a space/ })).toHaveAttribute('href', '/client/browse');
    // No invented numbers: bookings do not exist yet, so the empty state says so.
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();

    // Confirming the email (the link from the mailbox) turns the row green.
    const [, token] = await waitForMessage(page.request, a.email, /verify-email\?token=([\w-]+)/);
    expect((await page.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
    await page.reload();
    await expect(verification.getByRole('listitem').filter({ hasText: 'Email' })).toContainText('Verified');
    await expect(verification.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  });

  test('host dashboard is at both addresses and points to the first listing and the guides', async ({ page }) => {
    await signUp(page, 'host');
    for (const path of ['/host-dashboard', '/host/dashboard']) {
      await page.goto(path);
      const steps = page.getByRole('region', { name: 'Next steps' });
      await expect(steps.getByRole('link', { name: /Create your first listing/ })).toHaveAttribute(
        'href',
        '/host/listings/new',
      );
      await expect(page.getByRole('heading', { name: 'No bookings or earnings yet' })).toBeVisible();
      // The steps are the set-up guide's, counted as it counts them (decision 0067); the card is the tutorial.
      await expect(steps).toContainText('0 of 5 done');
      await expect(steps.getByRole('link', { name: 'Open the set-up guide' })).toHaveAttribute('href', '/onboarding');
      await expect(
        page.getByRole('region', { name: 'How hosting works' }).getByRole('link', { name: 'Start the guide' }),
      ).toHaveAttribute('href', '/tutorial');
    }
    await expectNoSeriousA11yIssues(page);

    // A listing made, even a draft, ticks the step.
    expect((await page.request.post('/api/host/listings', { data: { type: 'storage' } })).status()).toBe(201);
    await page.reload();
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: /Create your first listing/ })).toContainText('(done)');
  });

  test('phone is verified from the dashboard with the code from the mailbox', async ({ page }) => {
    const a = await signUp(page, 'host');
    await page.goto('/host-dashboard');
    const verification = page.getByRole('region', { name: 'Verification' });
    await verification.getByRole('button', { name: 'Verify phone' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = dialog.getByLabel('6-digit code');
    await expect(code).toBeFocused();

    // A wrong code is refused under the field; the right one from the SMS verifies.
    await code.fill('12345');
    await dialog.getByRole('button', { name: 'Verify phone' }).click();
    await expect(dialog.getByText('Enter the 6-digit code we sent you')).toBeVisible();

    const [, sms] = await waitForMessage(page.request, a.phone, /\b(\d{6})\b/);
    await code.fill(sms);
    await dialog.getByRole('button', { name: 'Verify phone' }).click();
    await expect(dialog).toBeHidden();
    await expect(verification.getByRole('listitem').filter({ hasText: 'Mobile number' })).toContainText('Verified');
    expect((await (await page.request.get('/api/auth/me')).json()).user.phoneVerified).toBe(true);
  });
});

test.describe('guides', () => {
  test('onboarding progress is saved and survives a reload', async ({ page }) => {
    await signUp(page, 'host');
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Get set up as a host' })).toBeVisible();
    const bar = page.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('link', { name: 'Open your profile' })).toHaveAttribute('href', '/host/profile');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/progress/onboarding') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Mark as done and continue' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('heading', { level: 2, name: 'Verify your identity' })).toBeFocused();

    // Back returns to the first step, now marked done.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as not done' })).toBeVisible();

    await page.goto('/onboarding');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(
      page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Complete your profile.*\(done\)/ }),
    ).toBeVisible();
    // Without ?step= the first step still to do opens.
    await expect(page.getByRole('heading', { level: 2, name: 'Verify your identity' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('the tutorial shows renting steps to a client and hosting steps to a host', async ({ page, browser }) => {
    await signUp(page, 'client');
    await page.goto('/tutorial');
    await expect(page.getByRole('heading', { level: 1, name: 'How renting works' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await expect(steps.getByRole('button')).toHaveText([
      /Search for a space/,
      /Compare/,
      /Book/,
      /Pay with GCash or Maya/,
      /Move in/,
    ]);
    await steps.getByRole('button', { name: /Pay with GCash or Maya/ }).click();
    await expect(page).toHaveURL(/step=pay/);
    await expect(page.getByRole('link', { name: 'See your payments' })).toHaveAttribute('href', '/client/payments');

    const hostContext = await browser.newContext();
    const hostPage = await hostContext.newPage();
    await signUp(hostPage, 'host');
    await hostPage.goto('/tutorial');
    await expect(hostPage.getByRole('heading', { level: 1, name: 'How hosting works' })).toBeVisible();
    await hostContext.close();
  });
});

test.describe('profile', () => {
  test('name and phone are checked with the sign-up rules and saved', async ({ page }) => {
    await signUp(page, 'client');
    await page.goto('/client/profile');
    const first = page.getByLabel('First name');
    await first.fill('A');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('First name must be at least 2 characters long')).toBeVisible();
    await expect(first).toBeFocused();
    await first.fill('Juana');
    await page.getByLabel('Last name').fill('C'.repeat(51));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Last name must be at most 50 characters long')).toBeVisible();

    await first.fill('Juana');
    await page.getByLabel('Last name').fill('Dela Cruz');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.').first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Juana');
    await expect(page.getByLabel('Last name')).toHaveValue('Dela Cruz');
    await page.goto('/client-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Juana');
  });

  test('a verified ID reads as a sentence', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email address').fill('host@espasyo.test');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/host-dashboard$/);
    await page.goto('/host/profile#id-verification');
    const status = page.locator('#id-verification').getByRole('status');
    await expect(status).toHaveText('Your ID is verifiedYour profile shows the verified badge.');
  });

  test('sections the verification screen links to exist, with the email read-only', async ({ page }) => {
    const a = await signUp(page, 'host');
    await page.goto('/host/profile#phone');
    for (const id of ['email', 'phone', 'verification', 'id-verification'])
      await expect(page.locator(`#${id}`)).toBeVisible();
    const email = page.getByRole('textbox', { name: /^Email address/ });
    await expect(email).toHaveValue(a.email);
    await expect(email).toHaveAttribute('readonly', '');
    // Without a file, nothing is sent and the first missing piece is named.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Choose the type of government ID you are uploading')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('email change', () => {
  test('a new address takes effect when the link sent to it is opened; the old address is told', async ({ page }) => {
    test.slow(); // two pages and an accessibility scan
    const a = await signUp(page, 'client');
    const next = freshEmail('moved');
    await page.goto('/client/profile#email');
    await page.getByRole('button', { name: 'Change email address' }).click();
    await page.getByLabel(/^New email address/).fill(a.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('This is already your email address.')).toBeVisible();
    await page.getByLabel(/^New email address/).fill(next);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(`We sent a confirmation link to ${next}.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email address/ })).toHaveValue(a.email);
    await waitForMessage(page.request, a.email, /change its email address to/);

    const [, token] = await waitForMessage(page.request, next, /confirm-email-change\?token=([\w-]+)/);
    await page.goto(`/confirm-email-change?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
    await page.goto('/client/profile#email');
    await expect(page.getByRole('textbox', { name: /^Email address/ })).toHaveValue(next);
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('settings', () => {
  test('password change, then sign in with the new password', async ({ page }) => {
    const a = await signUp(page, 'client');
    await page.goto('/client/settings');
    await page.getByLabel('Current password').fill(a.password);
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel(/^New password/)).toBeFocused();

    const next = 'Bagong-Pass2026';
    await page.getByLabel(/^New password/).fill(next);
    await page.getByLabel('Confirm new password').fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.').first()).toBeVisible();

    await page.request.post('/api/auth/signout');
    await page.goto('/signin');
    await page.getByLabel(/^Email address/).fill(a.email);
    await page.getByLabel(/^Password/).fill(next);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
  });

  test('sessions are listed and the other ones can be signed out', async ({ page, baseURL }) => {
    const a = await signUp(page, 'client');
    const other = await playwrightRequest.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    });
    expect((await other.post('/api/auth/signin', { data: { email: a.email, password: a.password } })).ok()).toBe(true);

    await page.goto('/client/settings');
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('This device')).toHaveCount(1);
    await expect(list).toContainText('Chrome on Android');

    await page.getByRole('button', { name: 'Sign out of other sessions' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('You have been signed out on all other devices.').first()).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    const me = await other.get('/api/auth/me');
    expect(me.status() === 401 || (await me.json()).user === null).toBe(true);
    await other.dispose();
    await expectNoSeriousA11yIssues(page);
  });

  test('two-factor: set up with the key, recovery codes once, turn off', async ({ page }) => {
    test.slow(); // a sign-up, a QR code drawn and decoded in the page, two codes typed
    const a = await signUp(page, 'host');
    await page.goto('/host/settings');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s+/g, '');
    const link = page.getByRole('link', { name: 'Open in authenticator app' });
    await expect(link).toHaveAttribute('href', /^otpauth:\/\//);
    // The QR code scans: drawn as the browser shows it, an independent reader (jsQR) gets the same otpauth link.
    const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect(qr).toBeVisible();
    const side = 352;
    const pixels = await qr.evaluate(async (img: HTMLImageElement, size: number) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0, size, size);
      return Array.from(g.getImageData(0, 0, size, size).data);
    }, side);
    expect(jsQR(Uint8ClampedArray.from(pixels), side, side)?.data).toBe(await link.getAttribute('href'));

    await page.getByLabel(/^Code from the app/).fill(totp(secret));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByText('Save your recovery codes now')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
    await expect(page.locator('#two-factor')).toContainText('On');

    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    await page.getByLabel(/^Password/).fill(a.password);
    // The enabling code may not be used twice; the next 30-second step's code is within the
    // server's one-step window and always newer.
    await page.getByLabel(/^Code from the app/).fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(page.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
  });

  test('your data: download it as JSON, then delete the account; the old sign-in no longer works', async ({ page }) => {
    test.slow(); // a sign-up, a download, a deletion with re-authentication, a refused sign-in
    const a = await signUp(page, 'client', 'Ligaya');
    await page.goto('/client/settings');
    const data = page.locator('#your-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^espasyo-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      user: { email: string; firstName: string };
      sessions: unknown[];
    };
    expect(exported.user).toMatchObject({ email: a.email, firstName: 'Ligaya' });
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(exported)).not.toMatch(/passwordHash|totpSecret/);

    await data.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('Erased:');
    await expect(dialog).toContainText('Kept, without your name:');
    await dialog.getByLabel(/^Your password/).fill(a.password);
    await dialog.getByLabel(/^Type DELETE to confirm/).fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Type DELETE in capital letters to confirm.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await dialog.getByLabel(/^Your password/).fill('Wrong-Pass2026');
    await dialog.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your password is incorrect. Your account was not deleted.')).toBeVisible();

    await dialog.getByLabel(/^Your password/).fill(a.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.').first()).toBeVisible();
    expect((await page.request.get('/api/me/sessions')).status()).toBe(401);

    await page.goto('/signin');
    await page.getByLabel(/^Email address/).fill(a.email);
    await page.getByLabel(/^Password/).fill(a.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Incorrect email or password. Please try again.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signin/);
  });
});
