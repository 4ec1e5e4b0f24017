import { describe, expect, it } from 'vitest';
import { reverseLookup } from './reverse-lookup';

// Compiled messages as the catalogue has them: text, or a function of the arguments.
const en = {
  plain: 'Space is fully booked for those dates',
  min: (v: Record<string, string>) => `Password must be at least ${v.n} characters long`,
  pair: (v: Record<string, string>) => `${v.hours} ${v.minutes}`,
};
const fil = {
  plain: 'Puno na ang espasyo sa mga petsang iyon',
  min: (v: Record<string, string>) => `Dapat ay hindi bababa sa ${v.n} character ang password`,
  pair: (v: Record<string, string>) => `${v.hours} at ${v.minutes}`,
};

describe('reverseLookup: an English message to the same key in another language', () => {
  const local = reverseLookup([[en, fil]]);
  it('matches a plain message exactly, one with arguments by its fixed parts', () => {
    expect(local('Space is fully booked for those dates')).toBe('Puno na ang espasyo sa mga petsang iyon');
    expect(local('Password must be at least 10 characters long')).toBe(
      'Dapat ay hindi bababa sa 10 character ang password',
    );
  });
  it('never matches by a message with too little fixed text, which would match any sentence', () => {
    expect(local('Something else entirely')).toBe('Something else entirely');
    expect(local('2 hours 30 minutes')).toBe('2 hours 30 minutes');
  });
});

describe('reverseLookup: the arguments taken from the English message', () => {
  it('go through `value`, so a date the server wrote in English can be named in the other language', () => {
    const local = reverseLookup(
      [
        [
          { until: (v: Record<string, string>) => `The checklist opens on ${v.date}.` },
          { until: (v: Record<string, string>) => `Magbubukas ang checklist sa ${v.date}.` },
        ],
      ],
      (text) => text.replace('Tue', 'Mar').replace('Nov', 'Nob'),
    );
    expect(local('The checklist opens on Tue, 24 Nov 2026.')).toBe('Magbubukas ang checklist sa Mar, 24 Nob 2026.');
  });
});
