import type { PaymentGatewayName } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { GatewayError, type PaymentGateway } from './gateway.types';
import { paymongoGatewayOf } from './paymongo.gateway';
import { sandboxGatewayOf } from './sandbox.gateway';
import { stripeGatewayOf } from './stripe.gateway';

type RealGateway = Exclude<PaymentGatewayName, 'sandbox'>;

/** The environment variables each real gateway needs: its API secret key, and its webhook secret. */
export const gatewayKeys = {
  stripe: { secret: 'STRIPE_SECRET_KEY', webhook: 'STRIPE_WEBHOOK_SECRET' },
  paymongo: { secret: 'PAYMONGO_SECRET_KEY', webhook: 'PAYMONGO_WEBHOOK_SECRET' },
} as const satisfies Record<RealGateway, { secret: string; webhook: string }>;

const adapterOf = (ctx: AppContext, name: RealGateway): PaymentGateway =>
  name === 'stripe' ? stripeGatewayOf(ctx) : paymongoGatewayOf(ctx);

/** A real gateway's adapter when its API secret key is configured (decision 0037); else null. */
export function configuredGateway(ctx: AppContext, name: RealGateway): PaymentGateway | null {
  return ctx.env[gatewayKeys[name].secret] ? adapterOf(ctx, name) : null;
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

/**
 * The gateway whose webhooks a path names: a real gateway's as soon as its webhook secret is set,
 * whatever financial.paymentGateway says (a payment made before a switch still reports), so its
 * signature is always checked; null (404) when there is no secret to check it with.
 */
export function webhookGateway(ctx: AppContext, name: PaymentGatewayName): PaymentGateway | null {
  if (name === 'sandbox') return sandboxGatewayOf(ctx);
  return ctx.env[gatewayKeys[name].webhook] ? adapterOf(ctx, name) : null;
}
