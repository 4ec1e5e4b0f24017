import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { usePaymentGatewayStatus } from './api';

/**
 * Under the financial settings: which gateway really takes payments and why, as the server sees
 * its keys (e.g. "Stripe is chosen but STRIPE_SECRET_KEY is not set: payments go through the
 * sandbox (Test mode)."). `chosen` is the saved financial.paymentGateway: a change asks again.
 */
export function PaymentGatewayStatus({ chosen }: { chosen: string }) {
  const m = useMessages('adminSystem').settings;
  const status = usePaymentGatewayStatus(chosen);
  if (!status.data) return null;
  const { testMode, message } = status.data;
  return (
    <Alert tone={testMode ? 'warning' : 'success'} title={testMode ? m.testMode : undefined}>
      <LocalMessage message={message} />
    </Alert>
  );
}
