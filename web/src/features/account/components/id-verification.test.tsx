import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { MyVerification } from '@espasyo/domain/contracts/verification';
import { buildUser, renderApp, screen, server } from '@/testing/test-utils';
import { defaultFileRules } from './file-rules';
import { IdVerification } from './id-verification';

const pending = (usualReviewMinutes: number | null): MyVerification => ({
  status: 'pending',
  requestId: 'v1',
  idType: 'passport',
  reason: null,
  submittedAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: null,
  files: ['idFront', 'selfie'],
  usualReviewMinutes,
});
const user = buildUser({ idVerified: false });

describe('the profile’s ID check while it is reviewed', () => {
  it('says how long review usually takes, when the server knows', async () => {
    server.use(http.get('/api/me/verification', () => HttpResponse.json(pending(130))));
    const known = renderApp(<IdVerification user={user} rules={defaultFileRules} />, { user });
    expect(await screen.findByText(/ID review usually takes about 2 hours\./)).toBeInTheDocument();
    known.unmount();

    server.use(http.get('/api/me/verification', () => HttpResponse.json(pending(null))));
    renderApp(<IdVerification user={user} rules={defaultFileRules} />, { user });
    expect(await screen.findByText(/Our team checks it by hand/)).toBeInTheDocument();
    expect(screen.queryByText(/usually takes/)).not.toBeInTheDocument();
  });
});
