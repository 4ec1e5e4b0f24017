import type { Translation } from '../catalog';
import type en from '../en/nav';

/** Filipino of en/nav.ts; terms as glossary.md fixes them. */
export default {
  main: 'Pangunahin',
  skipToMain: 'Lumaktaw sa pangunahing nilalaman',
  openMenu: 'Buksan ang menu',
  closeMenu: 'Isara ang menu',
  menu: 'Menu',
  goToDashboard: 'Pumunta sa dashboard',
  signIn: 'Mag-sign in',
  getStarted: 'Magsimula',
  signOut: 'Mag-sign out',
  unread: ', {count} hindi pa nababasa',
  links: {
    howItWorks: 'Paano ito gumagana',
    pricing: 'Presyo',
    safety: 'Kaligtasan',
    support: 'Tulong',
    dashboard: 'Dashboard',
    profile: 'Profile',
    settings: 'Settings',
  },
  backOnline: 'Online ka na ulit.',
  offline: 'Offline ka. Hindi mase-save ang mga pagbabago hanggang bumalik ang koneksyon mo.',
  offlineAsOf: 'Offline — huling nakuha noong {time}',
  updated: 'Na-update sa pinakabagong bersyon.',
  signedOut: 'Naka-sign out ka na.',
  signedOutHere: 'Naka-sign out sa device na ito',
} as const satisfies Translation<typeof en>;
