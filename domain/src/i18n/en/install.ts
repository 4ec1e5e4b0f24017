/**
 * The offer to install the app (issue 35, decision 0094): a quiet card in the signed-in areas,
 * shown once after a person's first booking or listing. iOS has no install prompt, so there the
 * card says how to add the app from Safari's Share menu; 'Share' and 'Add to Home Screen' are
 * Safari's own labels. Plain data: ICU MessageFormat strings.
 */
export default {
  title: 'Get Espasyo on your home screen',
  why: {
    client: 'It opens in a tap, and your pass shows at the gate even without a connection.',
    host: 'It opens in a tap, and your check-in page keeps working at the gate without a connection.',
  },
  install: 'Install',
  notNow: 'Not now',
  ios: {
    steps: 'How to add it',
    share: 'Tap the Share button',
    add: "Then choose 'Add to Home Screen'",
    gotIt: 'Got it',
  },
} as const;
