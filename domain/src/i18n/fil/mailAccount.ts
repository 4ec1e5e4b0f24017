import type { Translation } from '../catalog';
import type en from '../en/mailAccount';

/** Filipino of en/mailAccount.ts; terms as glossary.md fixes them. */
export default {
  verification: {
    approvedSubject: 'Na-verify na ang iyong ID',
    approved:
      'Hi {name},\n\nNa-verify na ang iyong government ID. Beripikado na ang iyong account sa {platform}.\n\nSalamat.\n\n— {platform}',
    rejectedSubject: 'Hindi namin ma-verify ang iyong ID',
    rejected:
      'Hi {name},\n\nHindi namin ma-verify ang ID na ipinasa mo, dahil dito:\n\n{reason}\n\nPuwede kang magpasa ng bagong litrato ng iyong ID at selfie mula sa iyong account settings.\n\n— {platform}',
    backgroundCheckSubject: 'Tapos na ang iyong background check',
    backgroundCheck:
      'Hi {name},\n\nTapos na ng aming team ang iyong background check. Puwede mo nang i-publish ang iyong mga listing sa {platform}.\n\n— {platform}',
  },
  twoFactor: {
    enabledSubject: 'Naka-on na ang two-factor authentication',
    enabled:
      'Hi {name},\n\nNaka-on na ang two-factor authentication sa iyong {platform} account. Kung hindi ikaw ito, i-reset agad ang iyong password at kontakin ang support.\n\n— {platform}',
    disabledSubject: 'Naka-off na ang two-factor authentication',
    disabled:
      'Hi {name},\n\nNa-off ang two-factor authentication sa iyong {platform} account. Kung hindi ikaw ito, i-reset agad ang iyong password at kontakin ang support.\n\n— {platform}',
    recoveryRegeneratedSubject: 'Mga bagong recovery code para sa iyong account',
    recoveryRegenerated:
      'Hi {name},\n\nGumawa ng mga bagong two-factor recovery code para sa iyong {platform} account; hindi na gagana ang mga luma. Kung hindi ikaw ito, i-reset agad ang iyong password at kontakin ang support.\n\n— {platform}',
    adminResetSubject: 'Na-reset ang two-factor authentication',
    adminReset:
      'Hi {name},\n\nIn-off ng isang {platform} administrator ang two-factor authentication ng iyong account at na-sign out ka sa lahat ng device. Mag-sign in gamit ang iyong password at i-set up ito ulit mula sa iyong settings. Kung hindi mo ito hiniling, i-reset agad ang iyong password at kontakin ang support.\n\n— {platform}',
  },
  listing: {
    approvedSubject: 'Live na ang iyong listing: {title}',
    approved:
      'Hi {name},\n\nNaaprubahan ang iyong listing na “{title}” at live na ito sa {platform}. Mahahanap at mabu-book na ito ng mga umuupa.\n\nPamahalaan ito dito: {link}\n\n— {platform}',
    rejectedSubject: 'Kailangang baguhin ang iyong listing: {title}',
    rejected:
      'Hi {name},\n\nHindi namin ma-publish ang iyong listing na “{title}”, dahil dito:\n\n{reason}\n\nI-edit ang listing at ipasa ito ulit: {link}\n\n— {platform}',
    pausedSubject: 'Na-pause ang iyong listing: {title}',
    paused:
      'Hi {name},\n\nNa-pause ng isang moderator ang iyong listing na “{title}”, kaya hindi muna ito mahahanap o mabu-book ng mga umuupa.\n\nKontakin ang support kung may tanong ka.\n\n— {platform}',
    pausedReason:
      'Hi {name},\n\nNa-pause ng isang moderator ang iyong listing na “{title}”, kaya hindi muna ito mahahanap o mabu-book ng mga umuupa.\n\nAng dahilan:\n\n{reason}\n\nKontakin ang support kung may tanong ka.\n\n— {platform}',
  },
} satisfies Translation<typeof en>;
