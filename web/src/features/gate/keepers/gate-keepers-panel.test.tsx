import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { accessPassMessages } from '@espasyo/domain/contracts/access-pass';
import { buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { GateKeepersPanel } from './gate-keepers-panel';
import { buildKeeper } from '../gate.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });
const path = '/api/host/listings/l1/gate-keepers';

describe("a listing's gate keepers", () => {
  it('lists them, invites one by mobile number with the shared schema, and removes one after confirming', async () => {
    let keepers = [buildKeeper(), buildKeeper({ id: 'k2', name: null, phone: '+63 918 000 0002', status: 'invited' })];
    const invited: unknown[] = [];
    server.use(
      http.get(path, () => HttpResponse.json({ items: keepers })),
      http.post(path, async ({ request }) => {
        const body = (await request.json()) as { phone: string };
        invited.push(body);
        const k = buildKeeper({ id: 'k3', name: null, phone: body.phone, status: 'invited' });
        keepers = [...keepers, k];
        return HttpResponse.json(k, { status: 201 });
      }),
      http.delete(`${path}/k1`, () => {
        keepers = keepers.filter((k) => k.id !== 'k1');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const ui = renderApp(<GateKeepersPanel listingId="l1" />, { url: '/host/listings/l1/gate-keepers', user: host });
    const list = await screen.findByRole('region', { name: 'Gate keepers' });
    expect(await within(list).findByText('Jun Reyes')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(list).getByText('+63 918 000 0002')).toBeInTheDocument();
    expect(within(list).getByText('Invited')).toBeInTheDocument();

    await ui.user.click(screen.getByRole('button', { name: 'Invite gate keeper' }));
    expect(await screen.findByText(accessPassMessages.phoneRequired)).toBeInTheDocument();
    await ui.user.type(screen.getByLabelText(/Mobile number/), '0917 555 0199');
    await ui.user.click(screen.getByRole('button', { name: 'Invite gate keeper' }));
    expect(await within(list).findByText('0917 555 0199')).toBeInTheDocument();
    expect(invited).toEqual([{ phone: '0917 555 0199' }]);

    await ui.user.click(within(list).getAllByRole('button', { name: 'Remove' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this gate keeper?' });
    expect(
      within(dialog).getByText('Jun Reyes will no longer be able to check passes for this space.'),
    ).toBeInTheDocument();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Remove gate keeper' }));
    await waitFor(() => expect(within(list).queryByText('Jun Reyes')).not.toBeInTheDocument());
  });
});
