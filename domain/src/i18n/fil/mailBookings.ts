import type { Translation } from '../catalog';
import type en from '../en/mailBookings';

/** Filipino of en/mailBookings.ts; terms as glossary.md fixes them. */
export default {
  forceMajeure: {
    subject: 'Apektado ng {event}',
    message:
      'Sakop ng {event} ang iyong booking ng {listing}. Puwedeng i-cancel ito ng alinmang panig nang may buong refund ng mga apektadong araw, anuman ang cancellation policy.',
    link: 'Tingnan ang booking',
  },
  gate: {
    whereSpace: '"{title}"',
    whereAll: 'iyong mga espasyo',
    lockedSubject: 'Naka-lock ang check-in sa {where}',
    locked:
      '{wrong} maling PIN ang na-type sa loob ng {minutes} minuto sa gate ng {where}. Naka-lock ang check-in nang {lock} minuto. Kung hindi ikaw o ang iyong gate keeper ito, baka may nanghuhula ng PIN: tingnan kung sino ang may access sa check-in page.',
    openCheckIn: 'Buksan ang check-in page: {url}',
    invite: {
      subject: '{platform}: mag-check ng mga pass sa "{title}"',
      sms: 'Hinihiling ni {host} na i-check mo ang mga {platform} pass sa gate ng "{title}". Mag-sign in o mag-sign up gamit ang numerong ito, saka tanggapin: {link}',
      named:
        'Ginawa ka ni {host} na gate keeper ng "{title}" sa {platform}: puwede mong i-check ang mga access pass ng mga umuupa sa gate nito, at wala nang iba pa sa kanila.',
      accept: 'Tanggapin: {link}',
      ignore: 'Kung hindi mo kilala si {host}, huwag pansinin ang mensaheng ito.',
    },
  },
  checklists: {
    signedTitle: 'Napirmahan ang {kind, select, move_in {move-in} other {move-out}} checklist',
    signed:
      'Pinirmahan ni {who} ang {kind, select, move_in {move-in} other {move-out}} checklist ng {listing}. Tingnan ito at pirmahan sa loob ng 48 oras, kung hindi ay ituturing itong tinanggap.',
    completeTitle: 'Kumpleto na ang {kind, select, move_in {move-in} other {move-out}} checklist',
    complete:
      'Napirmahan na ng dalawang panig ang {kind, select, move_in {move-in} other {move-out}} checklist ng {listing}.',
    moveOutRecordedTitle: 'Naitala ang move-out',
    moveOutRecorded: 'Naitala ang move-out sa {listing} noong {day}: kumpleto na ang move-out checklist.',
    editedTitle: 'Binago ang {kind, select, move_in {move-in} other {move-out}} checklist',
    edited:
      'Binago ang {kind, select, move_in {move-in} other {move-out}} checklist ng {listing} matapos mo itong pirmahan, kaya binura ang iyong pirma. Tingnan ito at pirmahan ulit.',
  },
  deposits: {
    claimedTitle: 'Claim sa deposit para sa {listing}',
    claimed: 'Kine-claim ng host ang {amount} ng iyong security deposit. Tanggapin o i-reklamo ito sa loob ng 7 araw.',
    acceptedTitle: 'Tinanggap ang claim sa deposit para sa {listing}',
    accepted: 'Nasa iyong balance na ang {amount} ng deposit.',
    returnedTitle: 'Ibinalik ang deposit para sa {listing}',
    returned: 'Pabalik na sa iyo ang iyong security deposit na {amount}.',
  },
  disputes: {
    openedTitle: 'May binuksang reklamo sa {listing}',
    opened:
      'Nag-ulat si {name} ng problema ({reason, select, damage {sira} access_refused {hindi pinapasok} not_as_described {hindi tulad ng nakalarawan} payment {bayad} deposit {security deposit} other {iba pa}}). Basahin ito at sumagot sa thread ng reklamo; ang Espasyo staff ang magpapasya.',
    openedStaffTitle: 'Bagong reklamo: {listing}',
    messageTitle: 'Bagong mensahe sa isang reklamo mula kay {name}',
    resolvedTitle: 'Naresolba na ang reklamo sa {listing}',
    resolvedRefund: 'Pasya: refund na {amount} sa umuupa. {decision}',
    resolvedNoRefund: 'Pasya: walang refund. {decision}',
  },
} satisfies Translation<typeof en>;
