import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { settingsDefaults } from '@espasyo/domain/settings/defaults';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import { CategoryForm } from './category-form';

const admin = buildUser({ userType: 'admin' });
const financial = settingsDefaults.financial;

function renderForm() {
  return renderApp(
    <CategoryForm category="financial" serverValues={financial} onReset={vi.fn()} onDirtyChange={vi.fn()} />,
    { url: '/settings', user: admin },
  );
}

const save = () => screen.getByRole('button', { name: /^save/i });

describe('settings category form', () => {
  it("shows the shared schema's message for a fee out of range and does not save", async () => {
    let calls = 0;
    server.use(http.put('/api/admin/settings/financial', () => (calls++, HttpResponse.json({}))));
    const { user } = renderForm();
    const fee = await screen.findByLabelText(/platform fee/i);
    await user.clear(fee);
    await user.type(fee, '60');
    await user.tab();
    expect(await screen.findByText('Platform fee must be between 0% and 50%')).toBeInTheDocument();
    await user.click(save());
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it("saves the category's values with the change", async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.put('/api/admin/settings/financial', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ settings: { ...settingsDefaults, financial: body } });
      }),
    );
    const { user } = renderForm();
    const fee = await screen.findByLabelText(/platform fee/i);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    await user.clear(fee);
    await user.type(fee, '12');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Financial settings saved.')).toBeInTheDocument();
    expect(body).toEqual({ ...financial, platformFeePercentage: 12 });
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('security: the caps on open booking requests, per space never above per client', async () => {
    let calls = 0;
    server.use(http.put('/api/admin/settings/security', () => (calls++, HttpResponse.json({}))));
    const { user } = renderApp(
      <CategoryForm
        category="security"
        serverValues={settingsDefaults.security}
        onReset={vi.fn()}
        onDirtyChange={vi.fn()}
      />,
      { url: '/settings', user: admin },
    );
    const perClient = await screen.findByLabelText(/open requests per client/i);
    const perSpace = screen.getByLabelText(/open requests per space/i);
    expect(perClient).toHaveValue(5);
    expect(perSpace).toHaveValue(3);
    expect(perClient).toHaveAccessibleDescription(expect.stringContaining("waiting for a host's answer"));
    await user.clear(perSpace);
    await user.type(perSpace, '6');
    await user.tab();
    expect(
      await screen.findByText('Open requests per space cannot be more than open requests per client'),
    ).toBeInTheDocument();
    await user.click(save());
    expect(perSpace).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it("puts the server's field errors under their fields", async () => {
    const message = 'Minimum payout cannot be negative';
    server.use(
      http.put('/api/admin/settings/financial', () =>
        HttpResponse.json(
          errorBody('validation_error', `Failed to update settings: ${message}`, {
            'financial.minimumPayout': message,
          }),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    const fee = await screen.findByLabelText(/platform fee/i);
    await user.clear(fee);
    await user.type(fee, '10');
    await user.click(save());
    const payout = screen.getByLabelText(/minimum payout/i);
    await expect.poll(() => payout.getAttribute('aria-invalid')).toBe('true');
    expect(payout).toHaveAccessibleDescription(expect.stringContaining(message));
    const form = screen.getByRole('form', { name: /financial settings/i });
    expect(within(form).getAllByText(`Failed to update settings: ${message}`).length).toBeGreaterThan(0);
  });
});
