import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { installedSettings, mergeSettings } from '@espasyo/domain/settings/defaults';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { ResetDialog } from './reset-dialog';

const admin = buildUser({ userType: 'admin' });

describe('reset to defaults', () => {
  it('offers the values of a fresh installation (PHP, Asia/Manila), never USD and UTC', async () => {
    let reset = 0;
    server.use(
      http.post('/api/admin/settings/reset', () => (reset++, HttpResponse.json({ settings: installedSettings }))),
    );
    const current = mergeSettings(installedSettings, { general: { currency: 'USD', timezone: 'UTC' } });
    const { user } = renderApp(<ResetDialog target="all" current={current} onClose={vi.fn()} />, {
      url: '/settings',
      user: admin,
    });
    const dialog = await screen.findByRole('dialog', { name: /reset all settings to defaults/i });
    expect(within(dialog).getByText(/2 values will go back to the values of a new installation/i)).toBeInTheDocument();
    const changes = within(dialog).getByRole('region', { name: 'General changes' });
    expect(changes).toHaveTextContent('PHP');
    expect(changes).toHaveTextContent('Asia/Manila');
    await user.click(within(dialog).getByRole('button', { name: 'Reset all settings' }));
    await expect.poll(() => reset).toBe(1);
  });

  it('has nothing to reset when the settings are a fresh installation’s', async () => {
    renderApp(<ResetDialog target="general" current={installedSettings} onClose={vi.fn()} />, {
      url: '/settings',
      user: admin,
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nothing will change/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset general settings' })).toBeDisabled();
  });
});
