import { expect } from 'vitest';
import type { Bill } from '@espasyo/domain';
import type { TestApp } from '../../../test/app';
import { clockOf, DEFAULT_PASSWORD, signIn, type BuiltUser } from '../../../test/builders';
import { useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { submitSandbox } from '../../payments/payments.fixtures';

/**
 * A tenancy's test world (issue 32): a host, a client and an admin; an instant-book listing at
 * ₱2,500 a month; a clock moved to a day in Manila (everyone signs in again, as sessions idle out);
 * the bills as the client sees them; a checkout paid on the sandbox's page.
 */
export function useTenancyWorld(t: TestApp, listing: { capacity: number }) {
  const host = useUser(t, { type: 'host' });
  const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
  const admin = useUser(t, { type: 'admin' });
  const world = {
    host,
    client,
    admin,
    listing: '',
    async setUp() {
      await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
      world.listing = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, ...listing });
    },
    async moveTo(day: string, hour = 1) {
      clockOf(t).set(new Date(Date.parse(`${day}T00:00:00+08:00`) + hour * 3_600_000));
      for (const u of [host, client, admin] as BuiltUser[]) {
        u.cookie = (await signIn(t, u.user.email, DEFAULT_PASSWORD)).cookie!;
      }
    },
    billsOf: async (id: string) => (await as(t, client.cookie).get(`/api/bookings/${id}/bills`)).json().items as Bill[],
    async pay(checkoutUrl: string, method = 'gcash') {
      expect((await submitSandbox(t, checkoutUrl, { outcome: 'authorise', method })).statusCode).toBe(303);
    },
  };
  return world;
}
