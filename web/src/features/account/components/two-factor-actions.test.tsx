import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { en } from '@espasyo/domain/messages/en';
import { buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { DisableForm } from './two-factor-actions';

/** Turns two-factor off with answers that carry no `fields`: only the code says where each belongs. */
async function disableWith(body: ReturnType<typeof errorBody>, status: number) {
  server.use(http.post('/api/me/2fa/disable', () => HttpResponse.json(body, { status })));
  const { user } = renderApp(<DisableForm onCancel={() => {}} />, { user: buildUser() });
  await user.type(screen.getByLabelText(/^Password/), 'Old#Pass2026');
  await user.type(screen.getByLabelText(/^Code from the app/), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
}

describe('turning two-factor off (decision 0033: the web acts on codes)', () => {
  it('puts wrong_password under the password', async () => {
    await disableWith(errorBody('wrong_password', 'Not your password.'), 400);
    expect(await screen.findByText('Not your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts two_factor_invalid_code under the code', async () => {
    await disableWith(errorBody('two_factor_invalid_code', 'Not that code.'), 400);
    expect(await screen.findByText('Not that code.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code from the app/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows another refusal as a toast, whatever its words', async () => {
    await disableWith(errorBody('rate_limited', en.twoFactor.invalidCode), 429);
    expect(await screen.findByText(en.twoFactor.invalidCode)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code from the app/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
