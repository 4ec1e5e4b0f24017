/** The query keys of the client's payments (one object, so an invalidation names the same key the query uses). */
export const paymentKeys = {
  all: ['payments'] as const,
  /** Every page of the client's payments and refunds. */
  lists: ['payments', 'list'] as const,
  list: (page: number) => ['payments', 'list', page] as const,
  /** A payment's or a refund's receipt. */
  receipt: (id: string) => ['payments', 'receipt', id] as const,
  /** The client's saved cards (issue 32's autopay). */
  savedCards: ['payments', 'saved-cards'] as const,
};
