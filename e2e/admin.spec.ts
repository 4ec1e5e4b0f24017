import { test, expect, request as playwrightRequest, type Page } from '@playwright/test';
import { PASSWORD, expectNoSeriousA11yIssues, freshEmail, freshPhone, fromMailbox } from './support';

// The admin area (design §9): settings with live updates, import, ID verification, access.
// Tests share one server, so every setting a test changes is put back in `finally`.

const ADMIN = { email: 'admin@espasyo.test', password: 'Espasyo!2026' };


/** Signs in through /admin, as staff do. */
async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function setSecurity(page: Page, patch: Record<string, unknown>) {
  const res = await page.request.put('/api/admin/settings/security', { data: patch });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('platform settings', () => {
  test('a saved password minimum applies to sign-up at once, and other open admin tabs see it live', async ({ page, browser }) => {
    test.slow(); // two admin tabs and a visitor's browser
    await signInAsAdmin(page);
    await page.goto('/settings?tab=security');
    const field = page.getByLabel('Password minimum length');
    await expect(field).toHaveValue('8');

    // A second admin tab on the same page, open before the change.
    const other = await page.context().newPage();
    await other.goto('/settings?tab=security');
    await expect(other.getByLabel('Password minimum length')).toHaveValue('8');

    const save = page.getByRole('button', { name: 'Save security settings' });
    await expect(save).toBeDisabled();
    try {
      // The spec's bound is checked in the browser with the domain schema, under the field.
      await field.fill('5');
      await field.blur();
      await expect(page.getByText('Password minimum length must be between 6 and 128 characters')).toBeVisible();
      await save.click();
      await expect(field).toBeFocused();

      await field.fill('12');
      await save.click();
      await expect(page.getByText('Security settings saved.')).toBeVisible();
      await expect(save).toBeDisabled();

      // The other tab took the new value without a reload.
      await expect(other.getByLabel('Password minimum length')).toHaveValue('12');

      // The history lists the change: field, before → after.
      const history = page.getByRole('list', { name: 'Settings changes' });
      await expect(history.getByRole('listitem').first()).toContainText('Password minimum length');
      await expect(history.getByRole('listitem').first()).toContainText('8');
      await expect(history.getByRole('listitem').first()).toContainText('12');

      // Sign-up, in a visitor's browser, now asks for 12 characters.
      const visitor = await browser.newContext();
      const signup = await visitor.newPage();
      await signup.goto('/signup');
      await expect(signup.getByText(/At least 12 characters/)).toBeVisible();
      await signup.getByLabel('Email address').fill(freshEmail('short'));
      await signup.getByLabel('First name').fill('Maria');
      await signup.getByLabel('Last name').fill('Santos');
      await signup.getByLabel('Mobile number').fill(freshPhone());
      await signup.getByLabel(/^Password/).fill('Abcdefg1!x');
      await signup.getByLabel('Confirm password').fill('Abcdefg1!x');
      await signup.getByRole('checkbox', { name: /agree/i }).check();
      await signup.getByRole('button', { name: /create account/i }).click();
      await expect(signup.getByText('Password must be at least 12 characters long')).toBeVisible();
      await visitor.close();
    } finally {
      await setSecurity(page, { passwordMinLength: 8 });
    }
    await expect(field).toHaveValue('8');
  });

  test('unsaved edits are kept when another tab saves the same category', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings?tab=security');
    const attempts = page.getByLabel('Max login attempts');
    const lockout = page.getByLabel('Account lockout');
    await expect(attempts).toHaveValue('5');
    try {
      await attempts.fill('7'); // unsaved edit in this tab
      await setSecurity(page, { accountLockoutMinutes: 45 }); // someone else saves
      await expect(page.getByText('Changed in another tab or by another administrator')).toBeVisible();
      await expect(lockout).toHaveValue('45');
      await expect(attempts).toHaveValue('7');
      await page.getByRole('button', { name: 'Discard', exact: true }).click();
      await expect(attempts).toHaveValue('5');
    } finally {
      await setSecurity(page, { accountLockoutMinutes: 30, maxLoginAttempts: 5 });
    }
  });

  test('a file without a settings object is refused and nothing changes', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings');
    const before = await (await page.request.get('/api/admin/settings')).json();

    await page.getByTestId('settings-import-file').setInputFiles({
      name: 'not-settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ general: { platformName: 'Hacked' } })),
    });
    const alert = page.getByRole('alert').filter({ hasText: 'not-settings.json was not imported' });
    await expect(alert).toContainText('Invalid import format: missing settings object');
    await expect(page.getByRole('dialog')).toBeHidden();

    // A settings object with an invalid value names the problem, also without changing anything.
    await page.getByTestId('settings-import-file').setInputFiles({
      name: 'bad-fee.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ settings: { financial: { platformFeePercentage: 80 } } })),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'bad-fee.json was not imported' })).toContainText('Platform fee must be between 0% and 50%');

    // Nothing was stored (compared field by field: other test files may save other settings meanwhile).
    const after = await (await page.request.get('/api/admin/settings')).json();
    expect(after.settings.general.platformName).toBe(before.settings.general.platformName);
    expect(after.settings.financial.platformFeePercentage).toBe(before.settings.financial.platformFeePercentage);
    const history = await (await page.request.get('/api/admin/settings/history?limit=5')).json();
    expect(history.entries.filter((e: { action: string | null; timestamp: string }) => e.action === 'import' && e.timestamp > before.updatedAt)).toEqual([]);
  });

  test('reset shows what will change before it asks', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Reset general to defaults' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset general settings to defaults?' });
    // The installation uses PHP and Manila; the spec's built-in defaults are USD and UTC.
    await expect(dialog.getByRole('region', { name: 'General changes' })).toContainText('PHP');
    await expect(dialog.getByRole('region', { name: 'General changes' })).toContainText('USD');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Currency')).toHaveValue('PHP');
  });
});

/** A 64 × 64 PNG drawn by the browser, good enough to pass the upload's image check. */
async function pngFromBrowser(page: Page, colour: string): Promise<Buffer> {
  const b64 = await page.evaluate((c) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const g = canvas.getContext('2d')!;
    g.fillStyle = c;
    g.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png').split(',')[1];
  }, colour);
  return Buffer.from(b64, 'base64');
}

test.describe('ID verification', () => {
  test('an admin approves a submitted ID and the user becomes verified', async ({ page, baseURL }) => {
    test.slow(); // a whole sign-up with email and phone checks comes first
    await signInAsAdmin(page);

    // A fresh user, in their own cookie jar, submits an ID and a selfie.
    const user = await playwrightRequest.newContext({ baseURL });
    const email = freshEmail('idcheck');
    const phone = freshPhone();
    const signup = await user.post('/api/auth/signup', {
      data: {
        userType: 'host', email, firstName: 'Josefina', lastName: 'Bautista', phone,
        password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true,
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    // Email and phone first: `verified` needs every check the platform requires (design §2).
    const token = await fromMailbox(user, email, /verify-email\?token=([\w-]+)/);
    expect((await user.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
    expect((await user.post('/api/auth/phone/send-code', { data: {} })).ok()).toBe(true);
    const code = await fromMailbox(user, phone, /\b(\d{6})\b/);
    expect((await user.post('/api/auth/phone/verify', { data: { code } })).ok()).toBe(true);
    expect((await (await user.get('/api/auth/me')).json()).user.verified).toBe(false);
    const submitted = await user.post('/api/me/verification', {
      multipart: {
        idType: 'passport',
        idFront: { name: 'passport.png', mimeType: 'image/png', buffer: await pngFromBrowser(page, '#336699') },
        selfie: { name: 'selfie.png', mimeType: 'image/png', buffer: await pngFromBrowser(page, '#996633') },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);

    await page.goto('/verification');
    const item = page.getByRole('button', { name: new RegExp(email) });
    await item.click();
    const submission = page.getByRole('region', { name: 'Submission' });
    await expect(submission.getByText('Passport')).toBeVisible();
    await expect(submission.getByRole('img', { name: 'Front of ID' })).toBeVisible();
    await expect(submission.getByRole('img', { name: 'Selfie' })).toBeVisible();
    await expect.poll(() => submission.getByRole('img', { name: 'Selfie' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    // Reject needs a reason; cancel instead.
    await submission.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: /Reject Josefina Bautista's ID/ });
    await reject.getByRole('button', { name: 'Reject ID' }).click();
    await expect(reject.getByText('Give a reason between 5 and 500 characters')).toBeVisible();
    await reject.getByRole('button', { name: 'Cancel' }).click();

    await submission.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: /Approve Josefina Bautista's ID/ }).getByRole('button', { name: 'Approve ID' }).click();
    await expect(page.getByText("Approved Josefina Bautista's ID. Their account is now verified.")).toBeVisible();
    // The queue no longer lists it.
    await expect(page.getByRole('button', { name: new RegExp(email) })).toHaveCount(0);

    const me = await (await user.get('/api/auth/me')).json();
    expect(me.user.idVerified).toBe(true);
    expect(me.user.verified).toBe(true);

    // The users page shows the badge too.
    await page.goto(`/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Verified')).toBeVisible();
    await user.dispose();
  });
});

test.describe('access', () => {
  test('a signed-in non-admin sees Access Denied on admin pages', async ({ page }) => {
    const res = await page.request.post('/api/auth/signup', {
      data: {
        userType: 'client', email: freshEmail('notadmin'), firstName: 'Carlo', lastName: 'Garcia', phone: freshPhone(),
        password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    for (const path of ['/settings', '/users', '/verification', '/admin-tools']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
      await expect(page.getByText('Contact your administrator if you believe this is an error.')).toBeVisible();
    }
    expect((await page.request.get('/api/admin/settings')).status()).toBe(403);
  });

  test('admin pages have no serious accessibility problems', async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ['/dashboard', '/settings', '/users', '/audit', '/verification', '/admin-tools', '/make-admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page);
    }
  });
});
