/**
 * Understands a free search text against the gazetteer (docs/product/marketplace.md#discovery): "Makati parking" is
 * parking near Makati City, "storage near Ortigas" storage near Ortigas Center,
 * "14.5547,121.0244" (from 'Use my location') a point. Whatever is neither place, type nor
 * connecting word is left as free-text terms. Case, diacritics and punctuation do not matter;
 * the longest name wins ('Quezon City' over 'Quezon', 'Makati CBD' over 'Makati').
 */
import type { SearchType } from '../messages/landing';
import { placesMessages } from '../messages/places';
import { liesIn, longestPlaceName, placesNamed, type Place } from './gazetteer';
import { words } from './normalise';
import { connectors, longestTypePhrase, typeByPhrase } from './search-words';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ParsedSearch {
  type: SearchType | null;
  /** The place the text names, if any. */
  place: Place | null;
  /** Other places the same words could mean, best first ('Santa Cruz' names several towns). */
  alternatives: readonly Place[];
  /** A 'latitude,longitude' pair in the text. */
  point: LatLng | null;
  /** Set when the text held a coordinate pair out of range (the server answers 400 with it). */
  pointError: string | null;
  /** Where to search around: the point (radius `pointRadiusKm`) or else the place. */
  near: (LatLng & { radiusKm: number }) | null;
  /** The rest of the text, word by word as typed. */
  terms: string[];
}

/** Search radius around a 'latitude,longitude' point. */
export const pointRadiusKm = 10;

/** Longest search text read; the rest is ignored (the API's query schema can share it). */
export const searchTextMaxLength = 200;

// Two decimal numbers with a comma between ('14.5547, 121.0244'); '10,000' is not a point.
const pairPattern = /(?<![\w.])([+-]?\d{1,3}\.\d+)\s*,\s*([+-]?\d{1,3}\.\d+)(?![\w.])/;

/** A 'latitude,longitude' text as a point, or null if it is not one or is out of range. */
export function parseLatLng(text: string): LatLng | null {
  const m = text.trim().match(pairPattern);
  if (!m || m[0] !== text.trim()) return null;
  return toPoint(m[1], m[2]);
}

function toPoint(latText: string, lngText: string): LatLng | null {
  const lat = Number(latText);
  const lng = Number(lngText);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

interface Word {
  word: string;
  token: number;
}

/** Tokens as typed (split on spaces and commas, not on '10,000') and their folded words, each knowing its token. */
function split(text: string): { tokens: string[]; list: Word[] } {
  const tokens = text.split(/[\s;]+|,(?!\d)/).filter(Boolean);
  return { tokens, list: tokens.flatMap((t, token) => words(t).map((word) => ({ word, token }))) };
}

/** The longest place name starting at word i: its places and length, or null. */
function placeAt(list: Word[], i: number): { places: readonly Place[]; length: number } | null {
  for (let n = Math.min(longestPlaceName, list.length - i); n > 0; n--) {
    const places = placesNamed(
      list
        .slice(i, i + n)
        .map((w) => w.word)
        .join(' '),
    );
    if (places.length) return { places, length: n };
  }
  return null;
}

function typeAt(list: Word[], i: number): { type: SearchType; length: number } | null {
  for (let n = Math.min(longestTypePhrase, list.length - i); n > 0; n--) {
    const type = typeByPhrase.get(
      list
        .slice(i, i + n)
        .map((w) => w.word)
        .join(' '),
    );
    if (type) return { type, length: n };
  }
  return null;
}

export function parseSearchQuery(text: string): ParsedSearch {
  let rest = text.slice(0, searchTextMaxLength);
  let point: LatLng | null = null;
  let pointError: string | null = null;
  const pair = rest.match(pairPattern);
  if (pair) {
    point = toPoint(pair[1], pair[2]);
    if (!point) pointError = placesMessages.search.pointOutOfRange;
    rest = rest.replace(pair[0], ' ');
  }

  const { tokens, list } = split(rest);
  const used = new Set<number>(); // tokens taken by a place, a type or a connector
  const take = (from: number, length: number) => list.slice(from, from + length).forEach((w) => used.add(w.token));
  let type: SearchType | null = null;
  let candidates: readonly Place[] = [];

  for (let i = 0; i < list.length;) {
    const named = placeAt(list, i);
    const typed = typeAt(list, i);
    if (named && (!typed || named.length > typed.length)) {
      candidates = candidates.length ? combine(candidates, named.places) : named.places;
      take(i, named.length);
      i += named.length;
    } else if (typed) {
      type ??= typed.type;
      take(i, typed.length);
      i += typed.length;
    } else {
      if (connectors.has(list[i].word)) used.add(list[i].token);
      i += 1;
    }
  }

  const place = candidates[0] ?? null;
  const near = point
    ? { ...point, radiusKm: pointRadiusKm }
    : place
      ? { lat: place.lat, lng: place.lng, radiusKm: place.radiusKm }
      : null;
  const terms = tokens
    .filter((_, t) => !used.has(t))
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return { type, place, alternatives: candidates.slice(1), point, pointError, near, terms };
}

/**
 * Two place names in one search: one qualifies the other ('Santa Cruz Laguna', 'BGC Taguig',
 * 'Quezon City Cubao'), so keep the inner places that lie in an outer one; if neither
 * qualifies the other, the first name stands.
 */
function combine(first: readonly Place[], second: readonly Place[]): readonly Place[] {
  const inFirst = second.filter((s) => first.some((f) => liesIn(s, f)));
  if (inFirst.length) return inFirst;
  const inSecond = first.filter((f) => second.some((s) => liesIn(f, s)));
  return inSecond.length ? inSecond : first;
}
