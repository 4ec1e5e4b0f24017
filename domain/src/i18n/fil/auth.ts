import type { Translation } from '../catalog';
import type en from '../en/auth';

/** Filipino of en/auth.ts; terms as glossary.md fixes them. */
export default {
  layout: { backHome: 'Bumalik sa home', help: 'Tulong at suporta' },
  fields: {
    email: 'Email address',
    firstName: 'Pangalan',
    lastName: 'Apelyido',
    password: 'Password',
    confirmPassword: 'Ulitin ang password',
    required: '(kailangan)',
    showPassword: 'Ipakita ang password',
    hidePassword: 'Itago ang password',
  },
  signIn: {
    title: 'Maligayang pagbabalik',
    description: 'Mag-sign in para asikasuhin ang iyong mga booking, listing at mensahe.',
    toSearch: 'Mag-sign in o gumawa ng account para makita ang mga espasyo para sa ‘{query}’.',
    toBrowse: 'Mag-sign in o gumawa ng account para mag-browse ng mga espasyo.',
    browseWithoutAccount: 'Mag-browse nang walang account',
    noAccount: 'Wala ka pang account?',
    signUp: 'Mag-sign up',
    adminLink: 'Admin? Dito mag-sign in',
    forgot: 'Nakalimutan ang password?',
    remember: 'Tandaan ako',
    submit: 'Mag-sign in',
    submitting: 'Nagsa-sign in...',
    orContinue: 'o magpatuloy gamit ang',
    socialUnavailable:
      'Hindi pa puwedeng mag-sign in gamit ang Google o Facebook. Gamitin muna ang iyong email at password.',
    failed: 'Hindi naka-sign in. Pakisubukan ulit.',
  },
} as const satisfies Translation<typeof en>;
