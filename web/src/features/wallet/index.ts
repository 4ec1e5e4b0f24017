// What other features may use from the wallet feature (lint: only through this file).
/** Its query keys: a live payout notification refreshes the wallet (notifications feature). */
export { walletKeys } from './api/keys';
/** The host's payout methods: the set-up guide's 'Get paid' is done with one (onboarding feature). */
export { payoutMethodsQuery } from './api/use-payout-methods';
