import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { en } from '@espasyo/domain/messages/en';
import { buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { ChangePasswordForm } from './change-password-form';

const fill = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.type(screen.getByLabelText(/^Current password/), 'Old#Pass2026');
  await user.type(screen.getByLabelText(/^New password/), 'Fresh#Pass2026');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh#Pass2026');
  await user.click(screen.getByRole('button', { name: /change password/i }));
};

describe('change password form (decision 0033: the web acts on codes)', () => {
  it('words the rules as sign-up does: the policy in the same words, the special character with its examples (issue 30)', () => {
    renderApp(<ChangePasswordForm />, { user: buildUser() });
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'At least 8 characters, with an uppercase letter, a number and a special character (for example ! @ # $ %). Not a common password, and not your name or email.',
    );
  });

  it('puts a wrong_password refusal under the current password, by its code', async () => {
    // No `fields` in the answer: only the code says which field the refusal belongs to.
    server.use(
      http.post('/api/me/password', () =>
        HttpResponse.json(errorBody('wrong_password', 'That is not it.'), { status: 400 }),
      ),
    );
    const { user } = renderApp(<ChangePasswordForm />, { user: buildUser() });
    await fill(user);
    expect(await screen.findByText('That is not it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other refusal as a toast, even worded like a wrong password', async () => {
    server.use(
      http.post('/api/me/password', () =>
        HttpResponse.json(errorBody('rate_limited', en.account.wrongCurrentPassword), { status: 429 }),
      ),
    );
    const { user } = renderApp(<ChangePasswordForm />, { user: buildUser() });
    await fill(user);
    expect(await screen.findByText(en.account.wrongCurrentPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
