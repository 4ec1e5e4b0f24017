/**
 * A booking's rental agreement as a printable page (issue 34): the page's own words around the
 * agreement. The agreement's title, sections and lines are the server's (the text that is signed
 * and hashed) and stay as it wrote them. Plain data: ICU MessageFormat strings.
 */
export default {
  pageTitle: 'Rental agreement · {listing}',
  /** The document's heading, named by its listing (agreementText.text.title's words). */
  title: 'Rental agreement: {listing}',
  print: 'Print',
  dates: '{dates} · version {version}',
  signature: 'Signature',
  notSigned: 'Not signed yet: the client signs at checkout, before paying.',
  fingerprint: 'Document fingerprint',
  fingerprintText:
    "The SHA-256 of the agreement's text{signed, select, yes {, stored when it was signed} other {}}. Any change to the text gives a different fingerprint.",
} as const;
