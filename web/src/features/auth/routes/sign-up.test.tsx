import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildUser, currentLocation, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import SignUpPage from './sign-up';

type Events = ReturnType<typeof renderApp>['user'];

const valid = {
  email: 'juan@example.ph',
  firstName: 'Juan',
  lastName: 'Cruz',
  phone: '+63 917 555 0101',
  password: 'Secret-pass1',
  confirmPassword: 'Secret-pass1',
};
const labels: Record<keyof typeof valid, RegExp> = {
  email: /email address/i,
  firstName: /first name/i,
  lastName: /last name/i,
  phone: /mobile number/i,
  password: /^password/i,
  confirmPassword: /confirm password/i,
};

async function fill(user: Events, values: Partial<typeof valid>, agree = true) {
  for (const [key, value] of Object.entries(values) as [keyof typeof valid, string][]) {
    const input = screen.getByLabelText(labels[key]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  if (agree) await user.click(screen.getByRole('checkbox', { name: /i agree/i }));
}

const submit = (user: Events) => user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('sign-up page', () => {
  it('words the password rules as the account settings do, the spec’s rules first (issue 30)', async () => {
    renderApp(<SignUpPage />, { url: '/signup' });
    expect(await screen.findByLabelText(labels.password)).toHaveAccessibleDescription(
      'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character (for example ! @ # $ %). Not a common password, and not your name or email.',
    );
  });

  it("reports the spec's checks one at a time, in the spec's order", async () => {
    const { user } = renderApp(<SignUpPage />, { url: '/signup' });
    await screen.findByRole('button', { name: 'Create Account' });
    const steps: [Partial<typeof valid>, string][] = [
      [{ email: 'juan@' }, 'Please enter a valid email address'],
      [{ email: valid.email, firstName: ' J ' }, 'First name must be at least 2 characters long'],
      [{ firstName: valid.firstName, lastName: 'C' }, 'Last name must be at least 2 characters long'],
      [{ lastName: valid.lastName, phone: '12345' }, 'Please enter a valid phone number'],
      [{ phone: valid.phone, password: 'Short1' }, 'Password must be at least 8 characters long'],
      [
        { password: 'alllowercase1' },
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      [{ password: valid.password, confirmPassword: 'Secret-pass2' }, 'Passwords do not match'],
      [{ confirmPassword: valid.confirmPassword }, 'Please agree to the terms and conditions'],
    ];
    for (const [values, message] of steps) {
      await fill(user, values, false);
      await submit(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('shows a server field error under its field', async () => {
    server.use(
      http.post('/api/auth/signup', () =>
        HttpResponse.json(
          errorBody('email_in_use', 'An account with this email address already exists. Sign in instead.', {
            email: 'An account with this email address already exists. Sign in instead.',
          }),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(<SignUpPage />, { url: '/signup' });
    await screen.findByRole('button', { name: 'Create Account' });
    await fill(user, valid);
    await submit(user);
    const email = screen.getByLabelText(labels.email);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription(/already exists/);
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert', { name: /already exists/ })).not.toBeInTheDocument();
  });

  it("says 'Registration failed. Please try again.' when the server breaks", async () => {
    server.use(
      http.post('/api/auth/signup', () => HttpResponse.json(errorBody('internal_error', 'x'), { status: 500 })),
    );
    const { user } = renderApp(<SignUpPage />, { url: '/signup' });
    await screen.findByRole('button', { name: 'Create Account' });
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('creates a host account from ?type=host and lands on the host dashboard', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('/api/auth/signup', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ user: buildUser({ userType: 'host' }), redirectTo: '/host-dashboard' });
      }),
    );
    const { user } = renderApp(<SignUpPage />, { url: '/signup?type=host' });
    expect(await screen.findByRole('radio', { name: /list space/i })).toBeChecked();
    await fill(user, { ...valid, firstName: '  Juan ' });
    await submit(user);
    expect(await currentLocation()).toBe('/host-dashboard');
    expect(sent).toMatchObject({ userType: 'host', email: valid.email, firstName: 'Juan', agreeToTerms: true });
  });
});
