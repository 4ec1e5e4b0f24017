/**
 * Philippine places for the server: the PSGC hierarchy (address picker and checks), the
 * gazetteer and the search-text parser. It carries the data files (about 1.4 MB), so it is
 * not exported from domain/src/index.ts: the web imports only the data-free address schema
 * and messages from there.
 */
export { addressIssue, addressNames, checkedAddressSchema, type AddressIssue } from './address-check';
export { addressLimits, psgcAddressSchema, type AddressCodes, type PsgcAddress } from './address';
export { cityLocation, findPlace, liesIn, places, placesNamed, type Place, type PlaceKind } from './gazetteer';
export {
  allCities,
  allProvinces,
  barangaysOf,
  citiesOf,
  findCity,
  findProvince,
  findRegion,
  provincesOf,
  psgcVintage,
  regions,
  type Barangay,
  type CityKind,
  type CityMunicipality,
  type Province,
  type Region,
} from './hierarchy';
export { fold } from './normalise';
export { searchRadiusKm } from './search-radius';
export {
  parseLatLng,
  parseSearchQuery,
  pointRadiusKm,
  searchTextMaxLength,
  type LatLng,
  type ParsedSearch,
} from './search-query';
export { placesAttribution, placesSources } from '../messages/places';
