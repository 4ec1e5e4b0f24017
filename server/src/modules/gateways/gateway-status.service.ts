import { paymentMessages, type PaymentGatewayStatus } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { configuredGateway, gatewayKeys } from './gateways.service';

/**
 * GET /api/admin/settings/payment-gateway: which gateway really takes payments, and why — the
 * line the admin settings page shows under "Payment gateway" (decision 0037).
 */
export async function paymentGatewayStatus(ctx: AppContext): Promise<PaymentGatewayStatus> {
  const chosen = (await ctx.settings.get()).financial.paymentGateway;
  const g = paymentMessages.gatewayStatus;
  if (chosen === 'sandbox') {
    return { chosen, inUse: 'sandbox', testMode: true, reason: 'sandbox_chosen', message: g.sandboxChosen };
  }
  const name = g.names[chosen];
  const key = gatewayKeys[chosen].secret;
  const adapter = configuredGateway(ctx, chosen);
  if (!adapter) {
    return { chosen, inUse: 'sandbox', testMode: true, reason: 'missing_key', message: g.missingKey(name, key) };
  }
  return {
    chosen,
    inUse: chosen,
    testMode: adapter.testMode,
    reason: 'configured',
    message: adapter.testMode ? g.configuredTest(name, key) : g.configured(name, key),
  };
}
