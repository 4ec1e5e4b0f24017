// What other features may use from the payments feature (lint: only through this file).
/** Its query keys: a live booking notification (paid, refunded) refreshes the client's payments (notifications feature). */
export { paymentKeys } from './api/keys';
