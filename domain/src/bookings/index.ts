/**
 * Bookings (docs/product/marketplace.md#booking, issue 19): the process as data, time and
 * deadlines, the request's checks, capacity, the quote, cancellation and refunds, and the
 * ledger's postings. Pure functions and data; the server wires them.
 */
export * from './process';
export * from './process-effects';
export * from './time';
export * from './dates';
export * from './request';
export * from './capacity';
export * from './quote';
export * from './cancellation';
export * from './terms';
export * from './ledger';
export * from './admin-refund';
export * from './agreement';
export * from './emails';
export * from './payment-limits';
export * from './payment-process';
export * from './errors';
