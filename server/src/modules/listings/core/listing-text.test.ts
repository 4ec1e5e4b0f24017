import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, validStorage } from './listings.fixtures';

/** Free text is stored without invisible or control characters (domain/src/schemas/text.ts). */
const t = useTestApp();
const host = useUser(t, { type: 'host' });

describe('invisible characters in a listing', () => {
  it('a title with a right-to-left override is saved without it, and so are the other texts', async () => {
    const created = await as(t, host.cookie).post('/api/host/listings', {
      ...validStorage,
      title: '\u202Emoor egarots naelC',
      street: 'Unit 5,\u200B 123 Jupiter Street',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'moor egarots naelC', street: 'Unit 5, 123 Jupiter Street' });
    const id: string = created.json().id;

    const saved = await as(t, host.cookie).patch(`/api/host/listings/${id}`, {
      title: 'Clean storage\u2066 room\u2069 near Ayala',
      description: 'A dry room.\r\nGround floor,\u0007 with CCTV\u200F and a guard all day.',
      accessInstructions: 'Ask the guard\uFEFF for the key.\n\tGate 2.',
    });
    expect(saved.statusCode).toBe(200);
    const read = (await as(t, host.cookie).get(`/api/host/listings/${id}`)).json();
    expect(read).toMatchObject({
      title: 'Clean storage room near Ayala',
      description: 'A dry room.\nGround floor, with CCTV and a guard all day.',
      accessInstructions: 'Ask the guard for the key.\n\tGate 2.',
    });
  });

  it('a title of invisible characters only is no title', async () => {
    const res = await as(t, host.cookie).post('/api/host/listings', {
      ...validStorage,
      title: '\u202E\u200B\u200B\u200B\u200B',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['title']);
  });
});
