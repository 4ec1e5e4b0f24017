/**
 * Monthly tenancies (issue 32, decision 0080): a booking with no end date, billed each month on
 * its anniversary and ended with notice. The billing calendar, the bills' amounts and proration,
 * notice, the tenancy's and the bill's process tables and their timers, words and refusals. Pure
 * functions and data; the server wires them.
 */
export * from './calendar';
export * from './proration';
export * from './notice';
export * from './process';
export * from './time';
export * from './words';
export * from './errors';
export * from './kinds';
export * from './expected';
