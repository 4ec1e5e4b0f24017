import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { PaymentGatewayStatus as Status } from '@espasyo/domain/contracts/payments';
import { buildUser, renderApp, screen, server } from '@/testing/test-utils';
import { PaymentGatewayStatus } from './payment-gateway-status';

const admin = buildUser({ userType: 'admin' });

function answer(status: Status) {
  server.use(http.get('/api/admin/settings/payment-gateway', () => HttpResponse.json(status)));
}

describe('the payment gateway line of the financial settings', () => {
  it('says the chosen gateway has no key and the sandbox runs, in test mode', async () => {
    const message = 'Stripe is chosen but STRIPE_SECRET_KEY is not set: payments go through the sandbox (Test mode).';
    answer({ chosen: 'stripe', inUse: 'sandbox', testMode: true, reason: 'missing_key', message });
    renderApp(<PaymentGatewayStatus chosen="stripe" />, { url: '/settings?tab=financial', user: admin });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
  });

  it('says the chosen gateway takes real payments, without "Test mode"', async () => {
    const message = 'PayMongo is chosen and PAYMONGO_SECRET_KEY is set: payments go through PayMongo.';
    answer({ chosen: 'paymongo', inUse: 'paymongo', testMode: false, reason: 'configured', message });
    renderApp(<PaymentGatewayStatus chosen="paymongo" />, { url: '/settings?tab=financial', user: admin });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  });
});
