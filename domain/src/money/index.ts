/** Money after the payment (issue 20): the host's wallet, payouts, adjustments. */
export * from './amounts';
export * from './ledger';
export * from './wallet';
export * from './earnings';
export * from './payouts';
export * from './invoices';
export * from './invoice-document';
export * from './reconciliation';
export * from './payout-process';
