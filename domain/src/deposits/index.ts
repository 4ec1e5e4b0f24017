/** Security deposits (issue 33): the cap, the lifecycle, the ledger's postings. */
export * from './deposit';
export * from './process';
export * from './ledger';
