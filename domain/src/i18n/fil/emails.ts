import type { Translation } from '../catalog';
import type en from '../en/emails';

/** Filipino of en/emails.ts; terms as glossary.md fixes them. */
export default {
  frame: {
    greeting: 'Hi {name},',
    signOff: '— {platform}',
    openIt: 'Buksan ito: {link}',
    whyNotifications:
      'Natanggap mo ang email na ito dahil sa iyong notification settings. Para baguhin ang mga ito: {link}',
    whyNotificationsNoLink: 'Natanggap mo ang email na ito dahil sa iyong notification settings.',
    whyBooking:
      'Natanggap mo ang email na ito dahil naka-on ang mga booking email sa iyong settings. Baguhin ito dito: {link}',
    whyPayment:
      'Natanggap mo ang email na ito dahil naka-on ang mga email tungkol sa bayad sa iyong settings. Baguhin ito dito: {link}',
  },
  account: {
    resetPassword: {
      subject: 'I-reset ang iyong {platform} password',
      body: 'May humiling na i-reset ang password ng iyong {platform} account. Isang beses lang gagana ang link sa ibaba at mag-e-expire ito sa loob ng 1 oras.',
      ignore: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang email na ito: hindi magbabago ang iyong password.',
      link: 'Pumili ng bagong password',
    },
    verifyEmail: {
      subject: 'I-verify ang iyong email address para sa {platform}',
      body: 'Maligayang pagdating sa {platform}! Pakikumpirma na ito ang iyong email address. Mag-e-expire ang link sa loob ng 24 oras.',
      link: 'I-verify ang aking email address',
    },
    confirmEmailChange: {
      subject: 'Kumpirmahin ang iyong bagong email address',
      body: 'Hiniling mong gamitin ang email address na ito para sa iyong {platform} account. Buksan ang link sa ibaba para kumpirmahin ito; mag-e-expire ito sa loob ng 24 oras. Hanggang doon, ang luma mong address pa rin ang gagamitin.',
      link: 'Kumpirmahin ang aking bagong email address',
    },
    emailChangeNotice: {
      subject: 'Binabago ang iyong email address',
      body: 'May naka-sign in sa iyong {platform} account na humiling na palitan ang email address nito ng {email}. Mangyayari lang ang pagbabago kapag nabuksan ang link na ipinadala sa address na iyon.',
      notYou: 'Kung hindi ikaw ito, palitan agad ang iyong password: makakansela nito ang pagbabago.',
    },
    phoneCode: {
      subject: '{platform} verification code',
      text: 'Ang iyong {platform} verification code ay {code}. Mag-e-expire ito sa loob ng 10 minuto. Huwag itong ibigay kahit kanino.',
    },
  },
  chat: {
    newMessage: 'Bagong mensahe mula kay {name}',
    photo: 'Nagpadala ng litrato.',
  },
  booking: {
    details: {
      space: 'Espasyo',
      when: 'Kailan',
      units: 'Units',
      total: 'Kabuuan',
      earnings: 'Kita mo',
      afterFee: 'matapos ang {percent} platform fee',
    },
    period: '{from} hanggang {to} ({length})',
    oneDay: '{day} (1 araw)',
    days: '{count} {count, plural, other {araw}}',
    hours: '{count} {count, plural, other {oras}}',
    untilEndOf: 'katapusan ng {day}',
    timeOn: '{time} sa {day}',
    policyNames: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' },
    reasonGiven: 'Ang ibinigay na dahilan: {reason}',
    reason: 'Dahilan: {reason}',
    datesFree: 'Bakante na ulit ang mga petsa.',
    nothingCharged: 'Walang siningil.',
    findAnother: 'Maghanap ng ibang espasyo: {link}',
    somethingWrong: 'Kung may nangyaring mali, sabihin sa host o sa aming support mula sa iyong booking page.',
    goesBack: 'Babalik ito sa paraang ginamit mo sa pagbayad at maaaring abutin ng ilang araw bago dumating.',
    actions: {
      answerRequest: 'Sagutin ang request: {link}',
      signAndPay: 'Pumirma at magbayad: {link}',
      seeBooking: 'Tingnan ang booking: {link}',
      seeYourBooking: 'Tingnan ang iyong booking: {link}',
      seeRequest: 'Tingnan ang request: {link}',
      seeBills: 'Tingnan ang iyong mga bill: {link}',
      seeTenancy: 'Tingnan ang buwanang upa: {link}',
      seeKind: 'Tingnan ang {kind, select, request {request} other {booking}}: {link}',
    },
    request: {
      host: {
        subject: 'Bagong booking request: {title}',
        news: 'Gustong i-book ni {clientName} ang “{title}”.',
        next: 'Tanggapin o tanggihan ito bago ang {deadline}. Kung hindi ka sumagot hanggang doon, mag-e-expire ang request at bakante na ulit ang mga petsa. Walang sisingilin hangga’t hindi mo ito tinatanggap at hindi nagbabayad ang umuupa.',
      },
    },
    accept: {
      client: {
        subject: 'Tinanggap ang iyong request: {title}',
        news: 'Tinanggap ni {hostName} ang iyong request na i-book ang “{title}”.',
        newsByStaff: 'Tinanggap ng {platform} staff para sa host ang iyong request na i-book ang “{title}”.',
        next: 'Para makumpirma ang booking, pirmahan ang rental agreement at bayaran ang {total} bago ang {deadline}. Kung hindi ito nabayaran hanggang doon, mag-e-expire ang booking at mabubakante ang mga petsa.',
      },
      host: {
        subject: 'May request na tinanggap para sa iyo: {title}',
        news: 'Tinanggap ng {platform} staff para sa iyo ang request ni {clientName} na i-book ang “{title}”.',
        next: 'May hanggang {deadline} ang umuupa para magbayad. Mag-e-email kami sa iyo kapag bayad na ang booking.',
      },
    },
    decline: {
      client: {
        subject: 'Tinanggihan ang iyong request: {title}',
        news: 'Tinanggihan ni {hostName} ang iyong request na i-book ang “{title}”.',
        newsByStaff: 'Tinanggihan ng {platform} staff ang iyong request na i-book ang “{title}”.',
      },
      host: {
        subject: 'Tinanggihan ng staff ang isang request: {title}',
        news: 'Tinanggihan ng {platform} staff ang request ni {clientName} na i-book ang “{title}”.',
      },
    },
    expireRequest: {
      client: {
        subject: 'Nag-expire ang iyong request: {title}',
        news: 'Hindi nasagot ng host sa oras ang iyong request na i-book ang “{title}”, kaya nag-expire na ito.',
        next: 'Walang siningil. Humingi ng ibang petsa o maghanap ng ibang espasyo: {link}',
      },
      host: {
        subject: 'Nag-expire ang request nang hindi nasasagot: {title}',
        news: 'Hindi nasagot sa oras ang request ni {clientName} na i-book ang “{title}”, kaya nag-expire na ito.',
        next: 'Bakante na ulit ang mga petsa. Sagutin ang mga request sa loob ng 24 oras para makaasa ang mga umuupa sa iyong espasyo.',
      },
    },
    pay: {
      client: {
        subject: 'Kumpirmado ang booking: {title}',
        news: 'Natanggap namin ang bayad mong {total}. Kumpirmado na ang iyong booking ng “{title}”.',
        next: 'Magsisimula ito sa {start}. Nasa iyong booking page na ang address, ang pin sa mapa at ang mga instruction sa pagpasok sa espasyo.',
      },
      host: {
        subject: 'Bayad na ang booking: {title}',
        subjectInstant: 'Bagong booking: {title}',
        news: 'Nagbayad si {clientName} para sa “{title}”. Kumpirmado na ang booking.',
        newsInstant: 'Nag-book at nagbayad si {clientName} para sa “{title}”. Kumpirmado na ang booking.',
        next: 'Ihanda ang espasyo sa {start}.',
      },
    },
    expirePayment: {
      client: {
        subject: 'Nag-expire ang iyong booking dahil hindi nabayaran: {title}',
        news: 'Hindi nabayaran bago ang deadline ang iyong booking ng “{title}”, kaya nag-expire na ito.',
        next: 'Walang siningil, at bakante na ulit ang mga petsa. Para i-book ulit ang espasyo: {link}',
      },
      host: {
        subject: 'Nag-expire ang booking dahil hindi nabayaran: {title}',
        news: 'Hindi nagbayad si {clientName} para sa “{title}” bago ang deadline, kaya nag-expire na ang booking.',
      },
    },
    start: {
      client: {
        subject: 'Nagsimula na ang iyong booking: {title}',
        news: 'Nagsimula na ang iyong booking ng “{title}”.',
        next: 'Tatagal ito hanggang {until}. Nasa iyong booking page ang address at ang mga instruction sa pagpasok sa espasyo.',
      },
      host: {
        subject: 'Nagsimula na ang isang booking: {title}',
        news: 'Nagsimula na ang booking ni {clientName} ng “{title}”.',
        next: 'Tatagal ito hanggang {until}.',
      },
    },
    giveNotice: {
      subject: 'May abiso ng pagtatapos: matatapos ang {title} sa {lastDay}',
      client: {
        newsByStaff: 'Tinapos ng aming staff ang iyong buwanang upa ng “{title}”: matatapos ito sa {until}.',
        newsByHost: 'Nagbigay ng abiso si {hostName} sa iyong buwanang upa ng “{title}”: matatapos ito sa {until}.',
        news: 'Nagbigay ka ng abiso sa iyong buwanang upa ng “{title}”: matatapos ito sa {until}.',
        next: 'Sisingilin lang ang huling buwan para sa mga araw na nagamit; ang buwang nabayaran na lampas sa pagtatapos ay ibabalik para sa mga araw na hindi nagamit.',
      },
      host: {
        newsByStaff: 'Tinapos ng aming staff ang buwanang upa ni {clientName} ng “{title}”: matatapos ito sa {until}.',
        newsByHost: 'Nagbigay ka ng abiso sa buwanang upa ni {clientName} ng “{title}”: matatapos ito sa {until}.',
        news: 'Nagbigay ng abiso si {clientName} sa buwanang upa ng “{title}”: matatapos ito sa {until}.',
        next: 'Bakante na ang espasyo para sa mga bagong booking simula sa susunod na araw.',
      },
    },
    end: {
      client: {
        subject: 'Natapos na ang iyong buwanang upa: {title}',
        news: 'Natapos na ang iyong buwanang upa ng “{title}”. Salamat sa pag-upa sa {platform}.',
      },
      host: {
        subject: 'Natapos na ang isang buwanang upa: {title}',
        news: 'Natapos na ang buwanang upa ni {clientName} ng “{title}”.',
        next: 'Tingnan ang espasyo para handa ito sa susunod na uupa.',
      },
    },
    complete: {
      client: {
        subject: 'Natapos na ang iyong booking: {title}',
        news: 'Natapos na ang iyong booking ng “{title}”. Salamat sa pag-book sa {platform}.',
      },
      host: {
        subject: 'Natapos na ang isang booking: {title}',
        news: 'Natapos na ang booking ni {clientName} ng “{title}”.',
        next: 'Tingnan ang espasyo para handa ito sa susunod na booking.',
      },
    },
    cancel: {
      client: {
        subject: 'Kinansela ang iyong {kind, select, request {request} other {booking}}: {title}',
        news: 'Kinansela ni {hostName} ang iyong {kind, select, request {request na i-book} other {booking ng}} “{title}”.',
        newsByStaff:
          'Kinansela ng {platform} staff ang iyong {kind, select, request {request na i-book} other {booking ng}} “{title}”.',
        refund:
          'Makakatanggap ka ng buong refund na {refund}, pabalik sa paraang ginamit mo sa pagbayad. Maaaring abutin ng ilang araw bago ito dumating.',
      },
      host: {
        subject: 'Kinansela ng umuupa ang {kind, select, request {request} other {booking}}: {title}',
        subjectByStaff: 'Kinansela ng staff ang isang {kind, select, request {request} other {booking}}: {title}',
        news: 'Kinansela ni {clientName} ang kanyang {kind, select, request {request na i-book} other {booking ng}} “{title}”.',
        newsByStaff:
          'Kinansela ng {platform} staff ang {kind, select, request {request na i-book} other {booking ng}} “{title}” ni {clientName}.',
        refundByStaff: 'Makakatanggap ang umuupa ng buong refund na {refund}.',
        refund:
          'Ayon sa {policy} na cancellation policy, maibabalik sa umuupa ang {refund}, at sa iyo ang {kept} ng iyong kita.',
      },
    },
    cancelForceMajeure: {
      client: {
        subject: 'Kinansela ang iyong booking dahil sa force majeure: {title}',
        news: 'Kinansela ni {hostName} ang iyong booking ng “{title}” dahil sa idineklarang bagyo o force majeure.',
        newsByStaff:
          'Kinansela ng {platform} staff ang iyong booking ng “{title}” dahil sa idineklarang bagyo o force majeure.',
        refund:
          'Maibabalik sa iyo ang {refund}, sa paraang ginamit mo sa pagbayad: buo para sa mga apektadong araw. Maaaring abutin ng ilang araw bago ito dumating.',
      },
      host: {
        subject: 'Kinansela ng umuupa ang booking dahil sa force majeure: {title}',
        subjectByStaff: 'Kinansela ng staff ang isang booking dahil sa force majeure: {title}',
        news: 'Kinansela ni {clientName} ang kanyang booking ng “{title}” dahil sa idineklarang bagyo o force majeure.',
        newsByStaff:
          'Kinansela ng {platform} staff ang booking ni {clientName} ng “{title}” dahil sa idineklarang bagyo o force majeure.',
        next: 'Bakante na ulit ang mga petsa. Hindi ito makakaapekto sa iyong record.',
        refund: 'Maibabalik sa umuupa ang {refund} para sa mga apektadong araw, at sa iyo ang {kept} ng iyong kita.',
      },
    },
    refund: {
      subject: 'Na-refund ang iyong bayad: {title}',
      subjectPart: 'Na-refund ang bahagi ng iyong bayad: {title}',
      duplicate:
        'Nakatanggap kami ng pangalawang bayad na {refund} para sa iyong booking ng “{title}”, na bayad na, kaya ire-refund namin ang lahat ng ito.',
      late: 'Natanggap namin ang bayad mong {refund} para sa “{title}” noong tapos na ang booking nang hindi nabayaran, kaya ire-refund namin ang lahat ng ito.',
      unconfirmed:
        'Hindi tugma sa halaga ng booking ang bayad na {refund} na natanggap namin para sa “{title}”, kaya hindi nito nakumpirma ang booking, at natapos na ang booking. Ire-refund namin ang lahat ng ito.',
      byStaffFull: 'Nag-refund ang {platform} support ng {refund}, ang natitira sa iyong bayad para sa “{title}”.',
      byStaffPart: 'Nag-refund ang {platform} support ng {refund} mula sa iyong bayad para sa “{title}”.',
      note: 'Dahilan: {note}',
    },
  },
} as const satisfies Translation<typeof en>;
