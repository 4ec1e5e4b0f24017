import { expect } from '@playwright/test';
import {
  test,
  DEMO,
  PASSWORD,
  expectNoSeriousA11yIssues,
  fillSignIn,
  freshEmail,
  freshPhone,
  fromMailbox,
  signUpViaApi,
} from './support';

// Sign-up, sign-in, password reset, guards and the 404 page (docs/product/routes.md, docs/product/validation.md, docs/product/roles.md, docs/product/errors.md).

test.describe('sign-up', () => {
  for (const [type, choice, landing] of [
    ['client', 'Find Storage', '/client-dashboard'],
    ['host', 'List Space', '/host-dashboard'],
  ] as const) {
    test(`a new ${type} signs up and lands on their dashboard`, async ({ page }) => {
      await page.goto(`/signup?type=${type}`);
      await expect(page.getByRole('radio', { name: new RegExp(choice) })).toBeChecked();
      await page.getByLabel('Email address').fill(freshEmail(`signup-${type}`));
      await page.getByLabel(/^First name/).fill('Andres');
      await page.getByLabel(/^Last name/).fill('Bonifacio');
      await page.getByLabel(/^Mobile number/).fill(freshPhone());
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByLabel(/^Confirm password/).fill(PASSWORD);
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Andres');
    });
  }

  test('the form reports the first failing rule, in the specification order', async ({ page }) => {
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Create Account' });
    const steps: Array<[string | RegExp, string, string]> = [
      ['Email address', 'maria@example.ph', 'Please enter a valid email address'],
      [/^First name/, 'Maria', 'First name must be at least 2 characters long'],
      [/^Last name/, 'Santos', 'Last name must be at least 2 characters long'],
      [/^Mobile number/, '+63 917 123 4567', 'Please enter a valid phone number'],
    ];
    for (const [label, value, message] of steps) {
      await submit.click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await page.getByLabel(label).first().fill(value);
    }
    const password = page.getByLabel(/^Password/);
    await password.fill('short');
    await submit.click();
    await expect(page.getByText('Password must be at least 8 characters long', { exact: true })).toBeVisible();
    await password.fill('alllowercase1');
    await submit.click();
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number', {
        exact: true,
      }),
    ).toBeVisible();
    await password.fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill('Different!2026');
    await submit.click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await submit.click();
    await expect(page.getByText('Please agree to the terms and conditions', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
  });

  test('a name over 50 characters is refused under its field, after the spec rules before it', async ({ page }) => {
    await page.goto('/signup');
    let posted = false;
    page.on('request', (r) => void (r.url().endsWith('/api/auth/signup') && (posted = true)));
    await page.getByLabel('Email address').fill(freshEmail('long-name'));
    await page.getByLabel(/^First name/).fill('N'.repeat(51));
    await page.getByLabel(/^Last name/).fill('Santos');
    await page.getByLabel(/^Mobile number/).fill(freshPhone());
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name must be at most 50 characters long', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    await expect(page).toHaveURL(/\/signup/);
  });
});

test('sign-up refuses a common password, or one with the name in it, under the password field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email address').fill(freshEmail('common'));
  await page.getByLabel(/^First name/).fill('Gabriela');
  await page.getByLabel(/^Last name/).fill('Silang');
  await page.getByLabel(/^Mobile number/).fill(freshPhone());
  await page.getByLabel(/I agree to the/).check();
  const password = page.getByLabel(/^Password/);
  const submit = page.getByRole('button', { name: 'Create Account' });
  for (const [value, message] of [
    ['Password123!', 'This password is too common. Choose one that is harder to guess.'],
    ['Gabriela#2026', 'Your password must not contain your name or email.'],
  ]) {
    await password.fill(value);
    await page.getByLabel(/^Confirm password/).fill(value);
    await submit.click();
    await expect(page.getByText(message, { exact: true })).toBeVisible(); // once: under the field, not again above the form
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
  }
  await expect(page).toHaveURL(/\/signup/);
});

test.describe('sign-in', () => {
  test('each demo role lands where the specification says', async ({ page }) => {
    for (const [email, path] of [
      [DEMO.client, '/client-dashboard'],
      [DEMO.host, '/host-dashboard'],
    ] as const) {
      await page.context().clearCookies();
      await page.goto('/signin');
      await fillSignIn(page, email);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.context().clearCookies();
    await page.goto('/admin');
    await fillSignIn(page, DEMO.admin);
    await page.getByRole('button', { name: 'Sign In to Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('bad input and wrong passwords get the specification messages', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, 'not-an-email', 'whatever');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await fillSignIn(page, DEMO.client, '12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
    // A throw-away account, so the demo client is never locked by this test.
    const { email } = await signUpViaApi(page.context().request, 'client', 'wrongpw');
    await page.context().clearCookies();
    await fillSignIn(page, email, 'Wrong!2026x');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect email or password. Please try again.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('Google and Facebook are shown unavailable, saying why; the admin link goes to /admin', async ({ page }) => {
    await page.goto('/signin');
    for (const name of ['Google', 'Facebook']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled(); // aria-disabled: still focusable, its description says why
      await expect(button).toHaveAccessibleDescription(/not available yet/);
    }
    await expect(page.getByText(/not available yet/)).toBeVisible();
    await page.getByRole('link', { name: 'Admin? Sign in here' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The URL changes before the lazy page has drawn and set its title: axe would read none.
    await expect(page).toHaveTitle(/^Admin sign in/);
    await expectNoSeriousA11yIssues(page);
  });
});

test('forgot password, reset through the emailed link, and the used link says so', async ({ page, browser }) => {
  const other = await browser.newContext();
  const { email } = await signUpViaApi(other.request, 'client', 'reset');
  await page.goto('/forgot-password');
  const send = page.getByRole('button', { name: /Send/ });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email address').fill('nobody-here@e2e.espasyo.test');
  await send.click();
  await expect(page.getByText('No account found with this email address.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await send.click();
  await expect(page.getByText('Password reset email sent! Please check your inbox.')).toBeVisible();
  await page.getByRole('button', { name: 'Try different email' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('');

  const link = await fromMailbox(page.request, email, /(\/reset-password\?token=[^\s]+)/);
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('Bagong!Pass2026');
  await page.getByLabel(/^Confirm/).fill('Bagong!Pass2026');
  await page.getByRole('button', { name: /Reset|Save|Set/ }).click();
  await expect(page.getByText(/password (has been|was) (reset|changed|updated)/i).first()).toBeVisible();

  // The old session of the other browser ended with the reset.
  expect((await (await other.request.get('/api/auth/me')).json()).user).toBeNull();
  await page.goto('/signin');
  await fillSignIn(page, email, 'Bagong!Pass2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);

  await page.goto(link);
  await expect(page.getByText('This reset link has already been used. Request a new one.')).toBeVisible();
  await other.close();
});

test.describe('guards', () => {
  test('a visitor is sent to sign in and comes back to where they were going', async ({ page }) => {
    await page.goto('/client/bookings');
    await expect(page).toHaveURL(/\/signin$/);
    await fillSignIn(page, DEMO.client);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/client\/bookings$/);
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  });

  test('a host on a client page sees the restricted screen with a way to their dashboard', async ({ page }) => {
    await signUpViaApi(page.context().request, 'host');
    await page.goto('/client-dashboard');
    await expect(page.getByText('This area is restricted to client accounts only.')).toBeVisible();
    await expect(page.getByText(/signed in with a host account/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/host-dashboard$/);
  });

  test('admin pages send visitors to /admin and refuse clients', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/admin$/);
    await signUpViaApi(page.context().request, 'client');
    await page.goto('/users');
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
    await expect(page.getByText('Contact your administrator if you believe this is an error.')).toBeVisible();
  });
});

test('an unknown path shows the 404 page with the path and a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Route Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
