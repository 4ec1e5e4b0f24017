import { describe, expect, it } from 'vitest';
import { discoveryMessages } from '@espasyo/domain/messages/discovery';
import { lookupIn } from '@/lib/message-lookup';

/**
 * The live quote's and the favourites' refusals are the server's English (discovery.ts); the
 * server answers a Filipino page with the same key's Filipino of apiListings by this lookup
 * (issue 34), arguments and all.
 */
describe("The quote's refusals in Filipino (issue 34)", () => {
  it('are known to the lookup, with their arguments', async () => {
    const fil = await lookupIn('fil', ['apiListings']);
    const q = discoveryMessages.quote;
    expect(fil(q.noHourlyPrice)).toBe('Hindi pinauupahan kada oras ang espasyong ito');
    expect(fil(q.unavailable('Wed, 2 Dec 2026', 2, 4))).toBe(
      '2 lang sa 4 unit na hiniling mo ang bakante sa Wed, 2 Dec 2026.',
    );
    expect(fil(q.unavailable('Wed, 2 Dec 2026', 1, 4))).toBe(
      '1 lang sa 4 unit na hiniling mo ang bakante sa Wed, 2 Dec 2026.',
    );
    expect(fil(q.unavailable('Wed, 2 Dec 2026', 0, 4))).toBe('Walang bakanteng unit sa Wed, 2 Dec 2026.');
    expect(fil(q.atLeast('3 days'))).toBe('Pinauupahan ang espasyong ito nang hindi bababa sa 3 days.');
    expect(fil(discoveryMessages.favorites.clientsOnly)).toBe(
      'Account ng umuupa lang ang may mga paborito at mga espasyong kamakailang tiningnan.',
    );
    expect(fil(discoveryMessages.search.sort)).toMatch(/^Ayusin ayon sa/);
  });

  it("know every one of the search's refusals", async () => {
    const fil = await lookupIn('fil', ['apiListings']);
    for (const message of Object.values(discoveryMessages.search)) expect(fil(message)).not.toBe(message);
  });
});
