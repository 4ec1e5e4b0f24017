// What other features may use from the wallet feature (lint: only through this file).
/** Its query keys: a live payout notification refreshes the wallet (notifications feature). */
export { walletKeys } from './api/keys';
