/**
 * The server's answers (and the shared schemas' messages) that staff's pages of bookings, disputes,
 * content and the dashboard show (issue 34, decision 0092): English word for word as
 * domain/src/messages has them, for lookup only (a Filipino page shows them through LocalMessage;
 * the server answers a Filipino page from here). Plain data: ICU MessageFormat strings.
 */
export default {
  disputes: {
    notFound: 'That dispute was not found.',
    noDeposit: 'This dispute is not about a security deposit.',
    closed: 'This dispute is resolved: its thread is closed.',
    decisionRequired: 'Write the decision both sides will read.',
    decisionTooLong: 'Keep the decision to {max} characters or fewer.',
    refundKindRequired: 'Choose the refund: none, part or full.',
    amountRequired: 'Enter the amount to refund.',
    amountWhole: 'Enter pesos with at most two decimals.',
    amountPositive: 'The amount must be more than ₱0.',
    refundTooMuch: 'At most {left} can be refunded.',
    nothingToRefund: 'Nothing is left to refund on this booking.',
    depositSplit: "The host's part of the deposit must be from ₱0 to {max}",
    depositSplitRequired: "Enter the host's part of the deposit",
  },
  bills: {
    voidReasonRequired: 'Give a reason for voiding this bill: it is kept in the audit log.',
    voidReasonTooLong: 'Keep the reason under {max} characters.',
  },
  makeAdmin: {
    noAccount: 'No account found with this email address.',
    alreadyAdmin: 'This user is already an administrator.',
  },
} as const;
