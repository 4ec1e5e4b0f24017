import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { en } from '@espasyo/domain/messages/en';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { VerificationDetail } from './verification-detail';

const admin = buildUser({ userType: 'admin' });

const request = (over: Partial<AdminVerification> = {}, user: Partial<AdminVerification['user']> = {}) =>
  ({
    id: 'req1',
    status: 'approved',
    idType: 'passport',
    idTypeLabel: 'Passport',
    reason: null,
    autoApproved: false,
    submittedAt: '2026-03-01T02:00:00.000Z',
    reviewedAt: '2026-03-02T02:00:00.000Z',
    reviewedBy: 'admin1',
    files: [],
    user: {
      id: 'host1',
      name: 'Maria Santos',
      email: 'maria@example.test',
      type: 'host',
      verified: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      backgroundCheck: null,
      ...user,
    },
    ...over,
  }) satisfies AdminVerification;

const show = (r: AdminVerification) =>
  renderApp(<VerificationDetail request={r} onDecided={() => {}} />, { url: '/verification', user: admin });

describe("a host's background check on the verification page (security.backgroundCheckRequired)", () => {
  it('records it with a reference checked by the shared schema', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/admin/verification/req1/background-check', async ({ request: r }) => {
        body = await r.json();
        return HttpResponse.json(
          request({}, { verified: true, backgroundCheck: { at: '2026-03-05T02:00:00.000Z', reference: 'NBI 123' } }),
        );
      }),
    );
    const { user } = show(request());
    const section = screen.getByRole('region', { name: 'Background check' });
    expect(within(section).getByText('Not recorded')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Record background check' }));
    const dialog = await screen.findByRole('dialog', { name: /record maria santos's background check/i });
    await user.click(within(dialog).getByRole('button', { name: 'Record check' }));
    expect(await within(dialog).findByText(en.verification.backgroundCheck.referenceLength)).toBeInTheDocument();
    expect(body).toBeNull();
    await user.type(within(dialog).getByLabelText(/reference/i), '  NBI 123 ');
    await user.click(within(dialog).getByRole('button', { name: 'Record check' }));
    expect(await screen.findByText(/recorded maria santos's background check/i)).toBeInTheDocument();
    expect(body).toEqual({ reference: 'NBI 123' });
  });

  it('shows a recorded check and offers to withdraw it', async () => {
    let withdrawn = false;
    server.use(
      http.delete('/api/admin/verification/req1/background-check', () => {
        withdrawn = true;
        return HttpResponse.json(request());
      }),
    );
    const { user } = show(request({}, { backgroundCheck: { at: '2026-03-05T02:00:00.000Z', reference: 'NBI 123' } }));
    const section = screen.getByRole('region', { name: 'Background check' });
    expect(section).toHaveTextContent('reference NBI 123');
    await user.click(within(section).getByRole('button', { name: 'Withdraw background check' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw check' }));
    await expect.poll(() => withdrawn).toBe(true);
  });

  it('waits for the ID: a pending request cannot have one recorded', () => {
    show(request({ status: 'pending' }));
    const section = screen.getByRole('region', { name: 'Background check' });
    expect(within(section).queryByRole('button', { name: 'Record background check' })).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Approve the ID first');
  });

  it('is not shown for a client', () => {
    show(request({}, { type: 'client' }));
    expect(screen.queryByRole('region', { name: 'Background check' })).not.toBeInTheDocument();
  });
});
