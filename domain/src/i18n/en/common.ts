/**
 * The frame every page shares: the footer, the account menu, the language switcher. English word
 * for word as the specification and the pages had it (docs/product/routes.md for the footer's
 * anchors). A catalogue module is plain data: no imports, ICU MessageFormat strings.
 */
export default {
  footer: {
    tagline: 'Storage rooms, parking slots and warehouse space from verified hosts across the Philippines.',
    aboutUs: 'About us',
    howItWorks: 'How it works',
    pricing: 'Pricing',
    trust: 'Trust',
    safety: 'Safety',
    support: 'Support',
    advisories: 'Typhoon advisories',
    legal: 'Legal',
    privacy: 'Privacy',
    terms: 'Terms',
    copyright: '© {year} {name}. Prices in Philippine pesos (₱).',
    version: 'Version {version}',
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
  },
  language: {
    label: 'Language',
    choose: 'Choose your language',
    current: '{language} (current)',
  },
  userMenu: {
    button: 'Account menu for {name}',
    menu: 'Account',
    account: '{role} account',
    roles: { client: 'Renter', host: 'Host', admin: 'Admin', moderator: 'Moderator' },
    signOut: 'Sign out',
  },
} as const;
