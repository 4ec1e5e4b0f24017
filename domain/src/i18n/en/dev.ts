/**
 * The development pages (issue 34): the dev mailbox (/dev/mailbox, en.ts's `mailbox`), /test-auth
 * and /test-signature. English word for word as the pages had it. Plain data: ICU MessageFormat
 * strings.
 */
export default {
  mailbox: {
    title: 'Dev mailbox',
    description: 'Emails and text messages sent by this installation. Only available in development and demo set-ups.',
    refresh: 'Refresh',
    refreshing: 'Refreshing...',
    home: 'Go to the home page',
    offTitle: 'The mailbox is switched off',
    off: 'This server does not keep the emails and text messages it sends (SMTP is configured or DEV_MAILBOX=off), so there is nothing to read here.',
    localOnlyTitle: 'The mailbox opens only on the server itself',
    /** The server's reason; `url`: the mailbox on the server's own machine. */
    localOnly:
      'It holds password-reset and verification links, so it answers only requests from the machine Espasyo runs on: open {url} there. Whoever runs the server can set DEV_MAILBOX=on to open it to everyone, on a private test network only.',
    emptyTitle: 'No messages yet',
    empty:
      'Sign up, ask for a password reset or verify a phone number, and the message will show up here within a few seconds.',
    messages: 'Messages',
    message: 'Message',
    all: 'All messages',
    chooseTitle: 'Choose a message',
    choose: 'Pick a message on the left to read it. Links in it can be clicked.',
    sms: 'SMS',
    email: 'Email',
    textMessage: 'Text message',
    to: 'To: {to}',
  },
  testAuth: {
    pageTitle: 'Test auth',
    title: 'Test: authentication',
    description: 'Development only. Not part of production builds.',
    state: 'Auth state',
    role: 'Resolved role',
    admin: 'Counts as admin',
    home: 'Home after sign-in',
    error: 'Profile error',
    reread: 'Re-read session',
    signOut: 'Sign out',
    signIn: 'Sign in and come back',
  },
  testSignature: {
    pageTitle: 'Test signature',
    title: 'Test: signature pad',
    description: 'Development only. Draw with a mouse, finger or pen.',
    pad: 'Signature pad',
    clear: 'Clear',
    save: 'Save as image',
    saved: 'Saved signature',
  },
} as const;
