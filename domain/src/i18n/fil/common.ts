import type { Translation } from '../catalog';
import type en from '../en/common';

/** Filipino of en/common.ts; terms as glossary.md fixes them. */
export default {
  footer: {
    tagline: 'Mga storage room, parking slot at espasyo sa bodega mula sa mga beripikadong host sa buong Pilipinas.',
    aboutUs: 'Tungkol sa amin',
    howItWorks: 'Paano ito gumagana',
    pricing: 'Presyo',
    trust: 'Tiwala',
    safety: 'Kaligtasan',
    support: 'Tulong',
    advisories: 'Mga abiso sa bagyo',
    legal: 'Legal',
    privacy: 'Privacy',
    terms: 'Mga tuntunin',
    copyright: '© {year} {name}. Ang mga presyo ay nasa piso ng Pilipinas (₱).',
    version: 'Bersiyon {version}',
    termsOfService: 'Mga Tuntunin ng Serbisyo',
    privacyPolicy: 'Patakaran sa Privacy',
  },
  language: {
    label: 'Wika',
    choose: 'Piliin ang iyong wika',
    current: '{language} (kasalukuyan)',
  },
  userMenu: {
    button: 'Menu ng account ni {name}',
    menu: 'Account',
    account: 'Account ng {role}',
    roles: { client: 'Umuupa', host: 'Host', admin: 'Admin', moderator: 'Moderator' },
    signOut: 'Mag-sign out',
  },
} as const satisfies Translation<typeof en>;
