import type { Translation } from '../catalog';
import type en from '../en/agreement';

/** Filipino of en/agreement.ts (glossary.md). */
export default {
  pageTitle: 'Kontrata ng upa · {listing}',
  title: 'Kontrata ng upa: {listing}',
  print: 'I-print',
  dates: '{dates} · bersyon {version}',
  signature: 'Pirma',
  notSigned: 'Hindi pa napipirmahan: pipirma ang umuupa sa checkout, bago magbayad.',
  fingerprint: 'Fingerprint ng dokumento',
  fingerprintText:
    'Ang SHA-256 ng teksto ng kontrata{signed, select, yes {, na itinabi noong pinirmahan ito} other {}}. Anumang pagbabago sa teksto ay magbibigay ng ibang fingerprint.',
} satisfies Translation<typeof en>;
