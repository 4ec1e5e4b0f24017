// What other features may use from the payments feature (lint: only through this file).
/** Its query keys: a live booking notification (paid, refunded) refreshes the client's payments (notifications feature). */
export { paymentKeys } from './api/keys';
/** A payment's or a refund's status in its one colour: the booking page's payment shows them as Payments does. */
export { PaymentStatusBadge } from './components/payment-status-badge';
/** The client dashboard's payments still under way (under review, refunds on their way). */
export { PaymentsAttention } from './components/payments-attention';
