import type { Translation } from '../catalog';
import type en from '../en/mailPeople';

/** Filipino of en/mailPeople.ts; terms as glossary.md fixes them. */
export default {
  reviews: {
    newReview: {
      title: 'Binigyan ka ni {author} ng {rating, plural, other {{rating} star}}',
      message: '{listing}: “{comment}”',
    },
    waiting: {
      titleForHost: 'Nag-review si {name} ng kanyang booking — isulat ang sa iyo para mabasa ito',
      titleForClient: 'Nag-review si {name} ng iyong booking — isulat ang sa iyo para mabasa ito',
      message:
        '{listing}: nakatago ang mga review hanggang pareho kayong nakapagsulat o matapos ang oras para mag-review. May {days, plural, other {{days} araw}} ka pa.',
    },
    reminder: {
      openTitleForClient: 'Kumusta ang {listing}? Mag-iwan ng review',
      openTitleForHost: 'Kumusta si {name} bilang umuupa? Mag-iwan ng review',
      openMessage:
        'Tapos na ang iyong booking. May {days, plural, other {{days} araw}} ka para isulat ang iyong review; nakatago ito hanggang makapagsulat din ang kabilang panig.',
      closingTitle: '{days, plural, other {{days} araw}} na lang para isulat ang iyong review',
      closingMessage:
        '{listing}: malapit nang matapos ang oras para i-review ang booking na ito. Nakakatulong ang mga review sa susunod na mga umuupa at host.',
    },
    hidden: {
      title: 'Itinago ang iyong review ng {listing}',
      message: 'Itinago ng aming team ang iyong review dahil: {reason}',
    },
    restored: {
      title: 'Nakikita na ulit ang iyong review ng {listing}',
      message: 'Tiningnan itong muli ng aming team at ibinalik.',
    },
  },
  bulk: {
    newsWhy: 'Natanggap mo ang email na ito dahil pinili mong tumanggap ng mga balita at alok.',
    newsWhyLink:
      'Natanggap mo ang email na ito dahil pinili mong tumanggap ng mga balita at alok. Para baguhin iyon: {link}',
    maintenanceSubject: 'Naka-maintenance ang {platform}',
    maintenanceKept:
      'Hangga’t hindi pa ito tapos, hindi magagamit ang {platform}; nananatili ang iyong mga booking, bayad at mensahe gaya ng dati.',
    maintenanceWhy: 'Natanggap mo ang email na ito dahil tumatanggap ka ng balita tungkol sa platform.',
    maintenanceWhyLink:
      'Natanggap mo ang email na ito dahil tumatanggap ka ng balita tungkol sa platform. Para baguhin iyon: {link}',
  },
} satisfies Translation<typeof en>;
