import type { Translation } from '../catalog';
import type en from '../en/sandboxCheckout';

/** Filipino of en/sandboxCheckout.ts (glossary.md). "Test mode" and the payment methods' names stay. */
export default {
  testMode: 'Test mode',
  methods: { gcash: 'GCash', maya: 'Maya', card: 'Card', bank_transfer: 'Bank transfer' },
  title: 'Sandbox checkout',
  intro: 'Ito ang built-in na test gateway. Walang totoong perang gagalaw.',
  payTo: 'Bayaran ang {merchant}',
  chooseMethod: 'Piliin kung paano magbabayad',
  authorise: 'Aprubahan ang bayad',
  fail: 'Ibagsak ang bayad',
  back: 'Bumalik nang hindi nagbabayad',
  expiresAt: 'Magsasara ang checkout na ito sa {when}.',
  notFound: 'Walang ganitong checkout.',
  closed: {
    paid: 'Bayad na ang checkout na ito.',
    failed: 'Hindi natuloy ang bayad na ito. Bumalik para subukan ulit.',
    expired: 'Nag-expire na ang checkout na ito.',
  },
  returnLink: 'Bumalik sa booking',
  refused: 'Nag-expire na ang form na ito. I-reload ang page at subukan ulit.',
  savesCard: 'Kung card ang gagamitin mo, ise-save ang card para sa mga susunod na bill.',
  testCard: 'Test card na ise-save',
  testCards: {
    approve: 'Visa •••• 4242: matutuloy ang mga susunod na bayad',
    authenticate: 'Visa •••• 3184: kailangan ng may hawak ng card sa mga susunod na bayad (3-D Secure)',
    decline: 'Visa •••• 0341: tatanggihan ang mga susunod na bayad',
  },
} as const satisfies Translation<typeof en>;
