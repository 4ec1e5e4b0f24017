/**
 * The headers and menus every page shares (web/src/components/layout/): the top bar, the phone
 * menu, the account's links, the connection and sign-out notices (issue 34); the signed-in
 * areas' own links are in appNav.ts. English word for word as
 * docs/product/routes.md and the pages had it. Plain data: ICU MessageFormat strings.
 */
export default {
  main: 'Main',
  skipToMain: 'Skip to main content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  goToDashboard: 'Go to dashboard',
  signIn: 'Sign in',
  getStarted: 'Get started',
  signOut: 'Sign out',
  unread: ', {count} unread',
  links: {
    howItWorks: 'How it works',
    pricing: 'Pricing',
    safety: 'Safety',
    support: 'Support',
    dashboard: 'Dashboard',
    profile: 'Profile',
    settings: 'Settings',
  },
  backOnline: 'You are back online.',
  offline: 'You are offline. Changes will not be saved until your connection is back.',
  /** Shown when what is on screen came from this phone's copy (the service worker's), not the network. */
  offlineAsOf: 'Offline — shown as of {time}',
  /** After the app took a new version at a navigation (issue 35). */
  updated: 'Updated to the latest version.',
  signedOut: 'You have signed out.',
  signedOutHere: 'Signed out on this device',
} as const;
