/** Money after the payment (issue 20): the host's wallet, payouts, adjustments. */
export * from './wallet';
export * from './payouts';
