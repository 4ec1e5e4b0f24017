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
};
