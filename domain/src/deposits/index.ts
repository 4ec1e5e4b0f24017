/** Security deposits (issue 33): the cap, the lifecycle, the ledger's postings, when the return falls due. */
export * from './deposit';
export * from './process';
export * from './ledger';
export * from './return-due';
