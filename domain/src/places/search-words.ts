/**
 * Words of a search that are not places: listing-type words and their synonyms (English and
 * Filipino), and connecting words dropped from the free text ('storage near Ortigas').
 */
import type { SearchType } from '../messages/landing';

const typePhrases: Record<SearchType, string[]> = {
  storage: [
    'storage',
    'storages',
    'self storage',
    'selfstorage',
    'mini storage',
    'ministorage',
    'storage unit',
    'storage units',
    'storage room',
    'storage rooms',
    'storage space',
    'storage spaces',
    'storage locker',
    'storage lockers',
    'locker',
    'lockers',
    'imbakan',
  ],
  parking: [
    'parking',
    'parking space',
    'parking spaces',
    'parking slot',
    'parking slots',
    'parking lot',
    'parking lots',
    'parking spot',
    'parking spots',
    'parking area',
    'parking bay',
    'car park',
    'car parks',
    'carpark',
    'carparks',
    'car parking',
    'car space',
    'car slot',
    'garage',
    'garages',
    'paradahan',
  ],
  // 'Bodega' is Filipino for a warehouse or storehouse; rentals by that name are warehouse space.
  warehouse: ['warehouse', 'warehouses', 'warehouse space', 'warehouse spaces', 'warehousing', 'bodega', 'bodegas'],
};

/** Folded phrase → listing type. */
export const typeByPhrase = new Map<string, SearchType>(
  (Object.entries(typePhrases) as [SearchType, string[]][]).flatMap(([type, list]) =>
    list.map((p) => [p, type] as const),
  ),
);
export const longestTypePhrase = Math.max(...[...typeByPhrase.keys()].map((k) => k.split(' ').length));

/** Connecting words (English and Filipino) that carry no meaning for the text search. */
export const connectors = new Set([
  'near',
  'nearby',
  'around',
  'in',
  'at',
  'within',
  'me',
  'malapit',
  'sa',
  'the',
  'a',
  'an',
  'for',
  'to',
  'of',
  'with',
  'and',
  'rent',
  'rental',
  'rentals',
  'paupahan',
  // The country: every place is in it ('Metro Manila, Philippines' is the location fallback).
  'philippines',
  'pilipinas',
]);
