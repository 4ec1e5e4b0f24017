/** A listing's public page, /spaces/{id} (issue 34). Plain data: ICU MessageFormat strings. */
export default {
  priceBox: {
    deposit: 'Security deposit {amount}, returned after move-out.',
    depositNote:
      'Asked for stays by the day or month, not for a few hours of parking. Espasyo holds it, not the host, and returns it 7 days after move-out unless the host claims part of it. No fee or VAT is charged on it.',
  },
} as const;
