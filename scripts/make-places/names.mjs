// Name handling for the places generator: join keys (to match PSGC names with GeoNames
// names) and the readable aliases written to the gazetteer.

/** Lower case without diacritics ('Parañaque' → 'paranaque'). */
export const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const expansions = { sto: 'santo', sta: 'santa', gen: 'general', pres: 'president', sen: 'senator', dr: 'doctor' };
const dropped = new Set(['city', 'of', 'province', 'poblacion', 'municipality']);

/** One key: letters and digits only, abbreviations expanded, 'City of', 'Province of' and 'Poblacion' dropped. */
function key(s) {
  const words = fold(s)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((w) => expansions[w] ?? w)
    .filter((w) => !dropped.has(w))
    .join('');
}

/**
 * Join keys of a name: the whole name, the part before a comma ('Guinayangan, Fourth District
 * of Quezon'), and both sides of a parenthesis ('Pres. Carlos P. Garcia (Pitogo)').
 */
export function joinKeys(name) {
  const parts = [name, name.split(',')[0]];
  const paren = name.match(/^(.*?)\s*\((.*)\)\s*$/);
  if (paren) parts.push(paren[1], paren[2]);
  return [...new Set(parts.map(key).filter(Boolean))];
}

/**
 * Readable aliases of a PSGC name: 'Makati City' → 'Makati', 'City of Makati';
 * 'Las Piñas City' → also 'Las Pinas City', 'Las Pinas', 'City of Las Pinas'.
 * `keepBare` false keeps 'Quezon City' from also answering to 'Quezon' (the province) or 'City of Quezon'.
 */
export function nameAliases(name, { keepBare = true } = {}) {
  const out = [];
  const city = name.match(/^(.*) City$/);
  if (city && keepBare) out.push(city[1], `City of ${city[1]}`);
  const paren = name.match(/^(.*?)\s*\((.*)\)\s*$/);
  if (paren) out.push(paren[1], paren[2]);
  const plain = [name, ...out]
    .map((a) => a.normalize('NFD').replace(/\p{M}/gu, ''))
    .filter((a) => !out.includes(a) && a !== name);
  return [...new Set([...out, ...plain])];
}
