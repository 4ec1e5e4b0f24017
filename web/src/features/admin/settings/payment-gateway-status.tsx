import { paymentMessages } from '@espasyo/domain/messages/payments';
import { Alert } from '@/components/ui/alert';
import { usePaymentGatewayStatus } from './api';

/**
 * Under the financial settings: which gateway really takes payments and why, as the server sees
 * its keys (e.g. "Stripe is chosen but STRIPE_SECRET_KEY is not set: payments go through the
 * sandbox (Test mode)."). `chosen` is the saved financial.paymentGateway: a change asks again.
 */
export function PaymentGatewayStatus({ chosen }: { chosen: string }) {
  const status = usePaymentGatewayStatus(chosen);
  if (!status.data) return null;
  const { testMode, message } = status.data;
  return (
    <Alert tone={testMode ? 'warning' : 'success'} title={testMode ? paymentMessages.testMode : undefined}>
      {message}
    </Alert>
  );
}
