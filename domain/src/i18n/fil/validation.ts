import type { Translation } from '../catalog';
import type en from '../en/validation';

/** Filipino of en/validation.ts; terms as glossary.md fixes them. */
export default {
  email: 'Maglagay ng tamang email address',
  signInPasswordMin: 'Dapat hindi bababa sa 6 na character ang password',
  firstName: 'Dapat hindi bababa sa 2 character ang pangalan',
  lastName: 'Dapat hindi bababa sa 2 character ang apelyido',
  phone: 'Maglagay ng tamang numero ng telepono',
  passwordMin8: 'Dapat hindi bababa sa 8 character ang password',
  passwordComplexity: 'Dapat may kahit isang malaking titik, isang maliit na titik at isang numero ang password',
  passwordsMismatch: 'Hindi magkapareho ang mga password',
  terms: 'Sumang-ayon muna sa mga tuntunin at kundisyon',
  passwordMinPolicy: 'Dapat hindi bababa sa {n} character ang password',
  passwordSpecial: 'Dapat may kahit isang special character ang password (halimbawa ! @ # $ %)',
  passwordNumber: 'Dapat may kahit isang numero ang password',
  passwordUppercase: 'Dapat may kahit isang malaking titik ang password',
  passwordMax: 'Hanggang 128 character lang ang password',
  passwordCommon: 'Masyadong karaniwan ang password na ito. Pumili ng mas mahirap hulaan.',
  passwordPersonal: 'Hindi dapat nasa password mo ang iyong pangalan o email.',
  passwordAvoidHint: 'Hindi karaniwang password, at wala ang iyong pangalan o email.',
  required: 'Kailangan ang field na ito',
  emailMax: 'Hanggang 254 character lang ang email address',
  firstNameMax: 'Hanggang 50 character lang ang pangalan',
  lastNameMax: 'Hanggang 50 character lang ang apelyido',
  phoneMax: 'Hanggang 20 character lang ang numero ng telepono, at hanggang 15 digit',
  tooLong: 'Hanggang {max} character lang ang {label}',
} as const satisfies Translation<typeof en>;
