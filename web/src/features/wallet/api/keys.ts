/** The query keys of the host's wallet (one object, so an invalidation names the same key the query uses). */
export const walletKeys = {
  all: ['wallet'] as const,
  /** Balances, upcoming earnings and the latest entries. */
  summary: ['wallet', 'summary'] as const,
  entries: ['wallet', 'entries'] as const,
  entryPage: (page: number) => ['wallet', 'entries', page] as const,
  payouts: ['wallet', 'payouts'] as const,
  payoutPage: (page: number) => ['wallet', 'payouts', page] as const,
  methods: ['wallet', 'methods'] as const,
  invoices: ['wallet', 'invoices'] as const,
  invoicePage: (page: number) => ['wallet', 'invoices', page] as const,
  withholding: (year: number) => ['wallet', 'withholding', year] as const,
};
