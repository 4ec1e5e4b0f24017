import type { PaymentGatewayName } from '@espasyo/domain';
import type { AppContext } from '../../../../context';
import { GatewayError, type PaymentGateway } from './gateway';
import { sandboxGatewayOf } from './sandbox.gateway';

/**
 * A real gateway's adapter when its credentials are configured. None are yet: the Stripe and
 * PayMongo adapters, with their environment variables, come in the "Money" issue. Until then
 * every chosen gateway falls back to the sandbox.
 */
function configuredGateway(_ctx: AppContext, _name: Exclude<PaymentGatewayName, 'sandbox'>): PaymentGateway | null {
  return null;
}

/**
 * The gateway new checkouts go through: `financial.paymentGateway` (read live from the settings)
 * when it has credentials, else the built-in sandbox (design §6: "Test mode" on every screen).
 */
export async function checkoutGateway(ctx: AppContext): Promise<PaymentGateway> {
  const chosen = (await ctx.settings.get()).financial.paymentGateway;
  return (chosen !== 'sandbox' && configuredGateway(ctx, chosen)) || sandboxGatewayOf(ctx);
}

/** The gateway an existing payment was made through (refunds and checks go back to it). */
export function gatewayNamed(ctx: AppContext, name: PaymentGatewayName): PaymentGateway {
  if (name === 'sandbox') return sandboxGatewayOf(ctx);
  const g = configuredGateway(ctx, name);
  if (!g) throw new GatewayError(`The ${name} gateway has no credentials configured`);
  return g;
}

/** The gateway whose webhooks a path names, or null when it is not configured here. */
export function webhookGateway(ctx: AppContext, name: PaymentGatewayName): PaymentGateway | null {
  return name === 'sandbox' ? sandboxGatewayOf(ctx) : configuredGateway(ctx, name);
}
