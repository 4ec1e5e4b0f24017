/**
 * What the platform sends (issue 34, decision 0092): emails, text messages and push, in the
 * recipient's language (their users.language, English when null). English word for word as the
 * server wrote it before (server/src/modules/auth/auth.emails.ts, domain/src/messages/booking-emails.ts,
 * domain/src/notifications/channels.ts); the server's tests compare it. Plain data: ICU strings.
 */
export default {
  /** The frame of every email: greeting, sign-off, the link line, why it came. */
  frame: {
    greeting: 'Hi {name},',
    signOff: '— {platform}',
    openIt: 'Open it: {link}',
    whyNotifications: 'You get this email because of your notification settings. To change them: {link}',
    whyNotificationsNoLink: 'You get this email because of your notification settings.',
    whyBooking: 'You get this email because booking emails are on in your settings. Change that here: {link}',
    whyPayment: 'You get this email because payment emails are on in your settings. Change that here: {link}',
  },
  account: {
    resetPassword: {
      subject: 'Reset your {platform} password',
      body: 'We received a request to reset the password of your {platform} account. The link below works once and expires in 1 hour.',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
      link: 'Choose a new password',
    },
    verifyEmail: {
      subject: 'Verify your email address for {platform}',
      body: 'Welcome to {platform}! Please confirm that this is your email address. The link expires in 24 hours.',
      link: 'Verify my email address',
    },
    confirmEmailChange: {
      subject: 'Confirm your new email address',
      body: 'You asked to use this email address for your {platform} account. Open the link below to confirm it; it expires in 24 hours. Until then your old address stays in use.',
      link: 'Confirm my new email address',
    },
    emailChangeNotice: {
      subject: 'Your email address is being changed',
      body: 'Someone signed in to your {platform} account asked to change its email address to {email}. The change happens only when the link sent to that address is opened.',
      notYou: 'If this was not you, change your password now: that cancels the change.',
    },
    phoneCode: {
      subject: '{platform} verification code',
      text: 'Your {platform} verification code is {code}. It expires in 10 minutes. Never share this code with anyone.',
    },
  },
  /** A new chat message (push, SMS and email copies of the notification). */
  chat: {
    newMessage: 'New message from {name}',
    photo: 'Sent a photo.',
  },
  /** The emails of a booking's transitions (domain/src/bookings/emails.ts puts them together). */
  booking: {
    details: {
      space: 'Space',
      when: 'When',
      units: 'Units',
      total: 'Total',
      earnings: 'Your earnings',
      afterFee: 'after the {percent} platform fee',
    },
    period: '{from} to {to} ({length})',
    oneDay: '{day} (1 day)',
    days: '{count} {count, plural, one {day} other {days}}',
    hours: '{count} {count, plural, one {hour} other {hours}}',
    untilEndOf: 'the end of {day}',
    timeOn: '{time} on {day}',
    policyNames: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' },
    reasonGiven: 'The reason given: {reason}',
    reason: 'Reason: {reason}',
    datesFree: 'The dates are free again.',
    nothingCharged: 'Nothing was charged.',
    findAnother: 'Find another space: {link}',
    somethingWrong: 'If something went wrong, tell the host or our support from your booking page.',
    goesBack: 'It goes back the way you paid and can take a few days to arrive.',
    actions: {
      answerRequest: 'Answer the request: {link}',
      signAndPay: 'Sign and pay: {link}',
      seeBooking: 'See the booking: {link}',
      seeYourBooking: 'See your booking: {link}',
      seeRequest: 'See the request: {link}',
      seeBills: 'See your bills: {link}',
      seeTenancy: 'See the tenancy: {link}',
      seeKind: 'See the {kind, select, request {request} other {booking}}: {link}',
    },
    request: {
      host: {
        subject: 'New booking request: {title}',
        news: '{clientName} asked to book “{title}”.',
        next: 'Accept or decline it by {deadline}. If you do not answer by then, the request expires and the dates are free again. Nothing is charged until you accept and the client pays.',
      },
    },
    accept: {
      client: {
        subject: 'Your request was accepted: {title}',
        news: '{hostName} accepted your request to book “{title}”.',
        newsByStaff: '{platform} staff accepted your request to book “{title}” for the host.',
        next: 'To confirm the booking, sign the rental agreement and pay {total} by {deadline}. If it is not paid by then, the booking expires and the dates are freed.',
      },
      host: {
        subject: 'A request was accepted for you: {title}',
        news: '{platform} staff accepted {clientName}’s request to book “{title}” on your behalf.',
        next: 'The client has until {deadline} to pay. We will email you when the booking is paid.',
      },
    },
    decline: {
      client: {
        subject: 'Your request was declined: {title}',
        news: '{hostName} declined your request to book “{title}”.',
        newsByStaff: '{platform} staff declined your request to book “{title}”.',
      },
      host: {
        subject: 'A request was declined by staff: {title}',
        news: '{platform} staff declined {clientName}’s request to book “{title}”.',
      },
    },
    expireRequest: {
      client: {
        subject: 'Your request expired: {title}',
        news: 'The host did not answer your request to book “{title}” in time, so it has expired.',
        next: 'Nothing was charged. Ask for other dates or find another space: {link}',
      },
      host: {
        subject: 'A request expired unanswered: {title}',
        news: '{clientName}’s request to book “{title}” was not answered in time, so it has expired.',
        next: 'The dates are free again. Answer requests within 24 hours so that clients can count on your space.',
      },
    },
    pay: {
      client: {
        subject: 'Booking confirmed: {title}',
        news: 'We received your payment of {total}. Your booking of “{title}” is confirmed.',
        next: 'It starts on {start}. The address, the map pin and the access instructions are on your booking page now.',
      },
      host: {
        subject: 'Booking paid: {title}',
        subjectInstant: 'New booking: {title}',
        news: '{clientName} paid for “{title}”. The booking is confirmed.',
        newsInstant: '{clientName} booked and paid for “{title}”. The booking is confirmed.',
        next: 'Have the space ready on {start}.',
      },
    },
    expirePayment: {
      client: {
        subject: 'Your booking expired unpaid: {title}',
        news: 'Your booking of “{title}” was not paid by the deadline, so it has expired.',
        next: 'Nothing was charged, and the dates are free again. To book the space again: {link}',
      },
      host: {
        subject: 'A booking expired unpaid: {title}',
        news: '{clientName} did not pay for “{title}” by the deadline, so the booking has expired.',
      },
    },
    start: {
      client: {
        subject: 'Your booking has started: {title}',
        news: 'Your booking of “{title}” has started.',
        next: 'It runs until {until}. The address and the access instructions are on your booking page.',
      },
      host: {
        subject: 'A booking has started: {title}',
        news: '{clientName}’s booking of “{title}” has started.',
        next: 'It runs until {until}.',
      },
    },
    giveNotice: {
      subject: 'Notice given: {title} ends {lastDay}',
      client: {
        newsByStaff: 'Our staff ended your monthly rental of “{title}”: it ends at {until}.',
        newsByHost: '{hostName} gave notice on your monthly rental of “{title}”: it ends at {until}.',
        news: 'You gave notice on your monthly rental of “{title}”: it ends at {until}.',
        next: 'The last month is billed for the days used only; a month already paid past the end comes back for the days not used.',
      },
      host: {
        newsByStaff: 'Our staff ended {clientName}’s monthly rental of “{title}”: it ends at {until}.',
        newsByHost: 'You gave notice on {clientName}’s monthly rental of “{title}”: it ends at {until}.',
        news: '{clientName} gave notice on the monthly rental of “{title}”: it ends at {until}.',
        next: 'The space is free for new bookings from the day after.',
      },
    },
    end: {
      client: {
        subject: 'Your monthly rental has ended: {title}',
        news: 'Your monthly rental of “{title}” has ended. Thank you for renting with {platform}.',
      },
      host: {
        subject: 'A monthly rental has ended: {title}',
        news: '{clientName}’s monthly rental of “{title}” has ended.',
        next: 'Check the space, so that it is ready for the next renter.',
      },
    },
    complete: {
      client: {
        subject: 'Your booking has ended: {title}',
        news: 'Your booking of “{title}” has ended. Thank you for booking with {platform}.',
      },
      host: {
        subject: 'A booking has ended: {title}',
        news: '{clientName}’s booking of “{title}” has ended.',
        next: 'Check the space, so that it is ready for the next booking.',
      },
    },
    cancel: {
      client: {
        subject: 'Your {kind, select, request {request} other {booking}} was cancelled: {title}',
        news: '{hostName} cancelled your {kind, select, request {request to book} other {booking of}} “{title}”.',
        newsByStaff:
          '{platform} staff cancelled your {kind, select, request {request to book} other {booking of}} “{title}”.',
        refund: 'You get a full refund of {refund}, back the way you paid. It can take a few days to arrive.',
      },
      host: {
        subject: '{kind, select, request {Request} other {Booking}} cancelled by the client: {title}',
        subjectByStaff: 'A {kind, select, request {request} other {booking}} was cancelled by staff: {title}',
        news: '{clientName} cancelled their {kind, select, request {request to book} other {booking of}} “{title}”.',
        newsByStaff:
          '{platform} staff cancelled {clientName}’s {kind, select, request {request to book} other {booking of}} “{title}”.',
        refundByStaff: 'The client gets a full refund of {refund}.',
        refund:
          'Under the {policy} cancellation policy the client gets {refund} back, and you keep {kept} of your earnings.',
      },
    },
    cancelForceMajeure: {
      client: {
        subject: 'Your booking was cancelled for force majeure: {title}',
        news: '{hostName} cancelled your booking of “{title}” because of a declared typhoon or force majeure event.',
        newsByStaff:
          '{platform} staff cancelled your booking of “{title}” because of a declared typhoon or force majeure event.',
        refund: 'You get {refund} back, the way you paid: the affected days in full. It can take a few days to arrive.',
      },
      host: {
        subject: 'Booking cancelled for force majeure by the client: {title}',
        subjectByStaff: 'A booking was cancelled for force majeure by staff: {title}',
        news: '{clientName} cancelled their booking of “{title}” because of a declared typhoon or force majeure event.',
        newsByStaff:
          '{platform} staff cancelled {clientName}’s booking of “{title}” because of a declared typhoon or force majeure event.',
        next: 'The dates are free again. It does not count against your record.',
        refund: 'The client gets {refund} back for the affected days, and you keep {kept} of your earnings.',
      },
    },
    refund: {
      subject: 'Your payment was refunded: {title}',
      subjectPart: 'Part of your payment was refunded: {title}',
      duplicate:
        'We received a second payment of {refund} for your booking of “{title}”, which was paid already, so we are refunding all of it.',
      late: 'We received your payment of {refund} for “{title}” after the booking had ended unpaid, so we are refunding all of it.',
      unconfirmed:
        'The payment of {refund} we received for “{title}” did not match the booking’s amount, so it could not confirm it, and the booking has ended. We are refunding all of it.',
      byStaffFull: '{platform} support refunded {refund}, the rest of your payment for “{title}”.',
      byStaffPart: '{platform} support refunded {refund} of your payment for “{title}”.',
      note: 'Reason: {note}',
    },
  },
} as const;
