/**
 * Text folding shared by the gazetteer's alias index and the search parser, so both sides
 * compare the same way: case, diacritics ('Parañaque' = 'Paranaque'), punctuation
 * ('Sto. Niño' = 'Sto Nino', 'Lapu-Lapu' = 'Lapu Lapu') and the usual abbreviations.
 */
const abbreviations: Record<string, string> = {
  sto: 'santo',
  sta: 'santa',
  gen: 'general',
  pres: 'president',
  sen: 'senator',
};

/** Lower case, no diacritics, apostrophes dropped, other punctuation as spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text as the gazetteer compares them. */
export function words(text: string): string[] {
  return fold(text)
    .split(' ')
    .filter(Boolean)
    .map((w) => abbreviations[w] ?? w);
}
