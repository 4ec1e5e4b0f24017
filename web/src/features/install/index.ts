/**
 * Installing the app (issue 35, decision 0094). The browser's prompt is kept from the app's boot by
 * lib/install-prompt.ts (main.tsx: not through this index, which would put all of the feature in
 * every page's first download); the booking and listing features call `markInstallEarned` on
 * success; the client and host areas' frame mounts `InstallOffer`, whose card loads only when
 * there is an offer to make.
 */
export { markInstallEarned } from './install-record';
export { InstallOffer } from './install-offer';
