// Surface textures as SVG noise filters, laid over a lit face with a soft-light blend: grey
// noise around mid-grey lightens and darkens the face a little (concrete blotches, asphalt grit,
// paint roller marks, wood grain). The noise lives in picture space, so neighbouring faces join.
const KINDS = {
  concrete: { f: '0.012 0.045', oct: 4, k: 0.42, seed: 4 },
  polished: { f: '0.004 0.016', oct: 3, k: 0.7, seed: 9 },
  asphalt: { f: '0.7 0.9', oct: 1, k: 0.8, seed: 2, under: { f: '0.01 0.04', oct: 3, k: 0.35 } },
  paint: { f: '0.18 0.18', oct: 2, k: 0.15, seed: 7 },
  plaster: { f: '0.12 0.12', oct: 2, k: 0.2, seed: 5 },
  wood: { f: '0.004 0.09', oct: 3, k: 1.2, seed: 3 },
  cardboard: { f: '0.015 0.04', oct: 2, k: 0.5, seed: 8 },
  metal: { f: '0.003 0.2', oct: 2, k: 0.35, seed: 6 },
  tile: { f: '0.02 0.05', oct: 2, k: 0.5, seed: 12 },
  grass: { f: '0.35 0.7', oct: 2, k: 1.1, seed: 13, under: { f: '0.01 0.03', oct: 3, k: 0.7 } },
};

const noise = (id, { f, oct, k, seed }, result) =>
  `<feTurbulence type="fractalNoise" baseFrequency="${f}" numOctaves="${oct}" seed="${seed ?? 1}" result="${id}t"/>` +
  `<feColorMatrix in="${id}t" type="matrix" values="${k} 0 0 0 ${0.5 - k / 2} ${k} 0 0 0 ${0.5 - k / 2} ${k} 0 0 0 ${0.5 - k / 2} 0 0 0 0 1" result="${result}"/>`;

export function textureDefs(name) {
  const t = KINDS[name];
  if (!t) throw new Error(`unknown texture ${name}`);
  const layers =
    noise('a', t, 'n1') +
    (t.under ? noise('b', t.under, 'n2') + '<feBlend in="n1" in2="n2" mode="overlay" result="n1"/>' : '');
  return (
    `<filter id="tx-${name}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">${layers}` +
    '<feComposite in="n1" in2="SourceAlpha" operator="in"/></filter>'
  );
}
