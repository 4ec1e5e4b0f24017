/**
 * The account's other emails (issue 34), in the recipient's language: the ID verification's and
 * the background check's results, two-factor changes, and staff's decision on a listing. English
 * word for word as domain/src/messages/en.ts and listings.ts said it (the server's
 * sent-words.test.ts compares them). Each body is the whole email, greeting to sign-off.
 */
export default {
  verification: {
    approvedSubject: 'Your ID has been verified',
    approved:
      'Hi {name},\n\nYour government ID has been verified. Your account now shows as verified on {platform}.\n\nThank you.\n\n— {platform}',
    rejectedSubject: 'We could not verify your ID',
    rejected:
      'Hi {name},\n\nWe could not verify the ID you submitted, for this reason:\n\n{reason}\n\nYou can submit a new photo of your ID and a selfie from your account settings.\n\n— {platform}',
    backgroundCheckSubject: 'Your background check is complete',
    backgroundCheck:
      'Hi {name},\n\nOur team has completed your background check. You can now publish your listings on {platform}.\n\n— {platform}',
  },
  twoFactor: {
    enabledSubject: 'Two-factor authentication turned on',
    enabled:
      'Hi {name},\n\nTwo-factor authentication is now on for your {platform} account. If this was not you, reset your password and contact support at once.\n\n— {platform}',
    disabledSubject: 'Two-factor authentication turned off',
    disabled:
      'Hi {name},\n\nTwo-factor authentication has been turned off for your {platform} account. If this was not you, reset your password and contact support at once.\n\n— {platform}',
    recoveryRegeneratedSubject: 'New recovery codes for your account',
    recoveryRegenerated:
      'Hi {name},\n\nNew two-factor recovery codes were created for your {platform} account; the old codes no longer work. If this was not you, reset your password and contact support at once.\n\n— {platform}',
    adminResetSubject: 'Two-factor authentication was reset',
    adminReset:
      'Hi {name},\n\nA {platform} administrator turned off two-factor authentication for your account and signed you out everywhere. Sign in with your password and set it up again from your settings. If you did not ask for this, reset your password and contact support at once.\n\n— {platform}',
  },
  listing: {
    approvedSubject: 'Your listing is live: {title}',
    approved:
      'Hi {name},\n\nYour listing “{title}” has been approved and is now live on {platform}. Clients can find and book it.\n\nManage it here: {link}\n\n— {platform}',
    rejectedSubject: 'Your listing needs changes: {title}',
    rejected:
      'Hi {name},\n\nWe could not publish your listing “{title}”, for this reason:\n\n{reason}\n\nEdit the listing and submit it again: {link}\n\n— {platform}',
    pausedSubject: 'Your listing has been paused: {title}',
    paused:
      'Hi {name},\n\nA moderator paused your listing “{title}”, so clients cannot find or book it for now.\n\nContact support if you have questions.\n\n— {platform}',
    pausedReason:
      'Hi {name},\n\nA moderator paused your listing “{title}”, so clients cannot find or book it for now.\n\nThe reason:\n\n{reason}\n\nContact support if you have questions.\n\n— {platform}',
  },
} as const;
