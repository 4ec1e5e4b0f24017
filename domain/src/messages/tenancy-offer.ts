/**
 * The listing page's monthly offer (issue 32): 'Monthly, no end date', the price a month and the
 * notice that ends it. Apart from the rest of the tenancies' copy (tenancies.ts, which spreads it
 * into `tenancyMessages`) so that the listing page downloads these lines only (scripts/js-budget.mjs).
 */
export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
export const noticeOf = (n: number) => `${days(n)}’ notice`;

export const tenancyOfferMessages = {
  /** The listing page's choice beside fixed dates. */
  offer: 'Monthly, no end date',
  perMonth: (amount: string) => `${amount} a month`,
  /** The client's notice period, as the listing page and the agreement say it. */
  noticePeriod: (n: number) => (n === 0 ? 'End it any day, no notice needed' : `End it with ${noticeOf(n)}`),
  /** 'Monthly, no end date · ₱2,500 a month · End it with 7 days’ notice' */
  offerLine: (perMonth: string, notice: string) => `Monthly, no end date · ${perMonth} · ${notice}`,
  /** The price box's choice between the two (the offer is the other option). */
  choice: { legend: 'How long', fixed: 'Fixed dates' },
  /** The start field of a monthly rental, and what the button waits for. */
  moveIn: 'Move in',
  bookMoveIn: 'Choose the day you move in to book.',
  /** What the renter agrees to, under the start field. */
  howItBills:
    'You pay the first month to confirm it, then a bill each month on the same day until you or the host give notice.',
  /** The price box's button for a monthly rental. */
  request: 'Request to rent monthly',
  bookInstantly: 'Rent monthly now',
};
