import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { User } from '@espasyo/domain/schemas/auth';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import type { HostBalances } from './api';
import { UserDetail } from './user-detail';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });
const host = buildUser({ firstName: 'Maria', lastName: 'Santos', email: 'maria@example.ph', userType: 'host' });
const client = buildUser({ firstName: 'Paolo', lastName: 'Cruz', email: 'paolo@example.ph', userType: 'client' });
const before: HostBalances = {
  pending: 150000,
  available: 38000,
  payoutPending: 0,
  paidOut: 1250050,
  debt: 0,
  held: 0,
};

/**
 * GET /api/admin/users/:id and the host's balances; POST …/adjustments records its body and
 * answers `answer` (by default the balances after it, as the server computes them).
 */
function api(person: User, answer?: () => Response) {
  let balances = before;
  const posted: unknown[] = [];
  const balanceReads: string[] = [];
  server.use(
    http.get('/api/admin/users/:id', () =>
      HttpResponse.json({ user: person, activeSessions: 1, twoFactorEnabled: false }),
    ),
    http.get('/api/admin/hosts/:id/balances', ({ params }) => {
      balanceReads.push(String(params.id));
      return HttpResponse.json(balances);
    }),
    http.post('/api/admin/hosts/:id/adjustments', async ({ request }) => {
      const body = (await request.json()) as { amount: number; reason: string };
      posted.push(body);
      if (answer) return answer();
      const fromAvailable = body.amount > 0 ? -body.amount : Math.min(-body.amount, balances.available);
      balances = {
        ...balances,
        available: balances.available - fromAvailable,
        debt: balances.debt + (body.amount < 0 ? -body.amount - fromAvailable : 0),
      };
      return HttpResponse.json(balances, { status: 201 });
    }),
  );
  return { posted, balanceReads };
}

const section = () => screen.findByRole('region', { name: 'Balance' });
const form = () => screen.getByRole('form', { name: 'Adjust balance' });

describe("a host's balance in the admin user drawer", () => {
  it('shows the five balances in pesos for a host', async () => {
    api(host);
    renderApp(<UserDetail id={host.id} />, { url: '/users', user: admin });
    const balance = await section();
    const list = await within(balance).findByText('Available');
    expect(list.nextSibling).toHaveTextContent('₱380');
    expect(balance).toHaveTextContent('Pending₱1,500');
    expect(balance).toHaveTextContent('Payout requested₱0');
    expect(balance).toHaveTextContent('Paid out₱12,500.50');
    expect(balance).toHaveTextContent('Owed to Espasyo₱0');
    expect(within(balance).getByRole('form', { name: 'Adjust balance' })).toBeInTheDocument();
  });

  it('is not there for a client, whose balances are not asked for', async () => {
    const { balanceReads } = api(client);
    renderApp(<UserDetail id={client.id} />, { url: '/users', user: admin });
    expect(await screen.findByText('paolo@example.ph')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(balanceReads).toEqual([]);
  });

  it('checks the form in the browser: the choice, the amount and the reason', async () => {
    const { posted } = api(host);
    const { user } = renderApp(<UserDetail id={host.id} />, { url: '/users', user: admin });
    await within(await section()).findByText('Available');
    await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
    expect(await screen.findByText('Choose Give or Take back.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount in pesos, with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByText('Enter the reason.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Give' }));
    await user.type(screen.getByRole('textbox', { name: /Amount in pesos/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
    expect(await screen.findByText('Enter an amount other than zero.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Amount in pesos/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount in pesos/ }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Review adjustment' }));
    expect(await screen.findByText('Enter an amount in pesos, with at most two decimals.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('takes back more than is available after stating the debt, posting negative centavos with the reason', async () => {
    const { posted } = api(host);
    const { user } = renderApp(<UserDetail id={host.id} />, { url: '/users', user: admin });
    const balance = await section();
    await within(balance).findByText('Available');
    await user.click(within(form()).getByRole('radio', { name: 'Take back' }));
    await user.type(within(form()).getByRole('textbox', { name: /Amount in pesos/ }), '500');
    await user.type(within(form()).getByRole('textbox', { name: /Reason/ }), 'Damage deposit paid twice.');
    await user.click(within(form()).getByRole('button', { name: 'Review adjustment' }));

    const confirm = await screen.findByRole('dialog', { name: "Adjust Maria Santos's balance?" });
    expect(confirm).toHaveTextContent(
      "₱500 is taken back from Maria Santos's available balance; ₱120 more becomes a debt.",
    );
    expect(confirm).toHaveTextContent('Afterwards: ₱0 available, ₱120 owed.');
    expect(confirm).toHaveTextContent('they cannot request a payout until it is paid');
    await user.click(within(confirm).getByRole('button', { name: 'Take back ₱500' }));

    expect(await screen.findByText('₱500 taken back from Maria Santos.')).toBeInTheDocument();
    expect(posted).toEqual([{ amount: -50000, reason: 'Damage deposit paid twice.' }]);
    await waitFor(() => expect(balance).toHaveTextContent('Owed to Espasyo₱120'));
    expect(balance).toHaveTextContent('Available₱0');
    expect(within(form()).getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });

  it('gives pesos with centavos after stating the effect', async () => {
    const { posted } = api(host);
    const { user } = renderApp(<UserDetail id={host.id} />, { url: '/users', user: admin });
    await within(await section()).findByText('Available');
    await user.click(within(form()).getByRole('radio', { name: 'Give' }));
    await user.type(within(form()).getByRole('textbox', { name: /Amount in pesos/ }), '1,250.50');
    await user.type(within(form()).getByRole('textbox', { name: /Reason/ }), 'Goodwill for a late payout.');
    await user.click(within(form()).getByRole('button', { name: 'Review adjustment' }));
    const confirm = await screen.findByRole('dialog', { name: "Adjust Maria Santos's balance?" });
    expect(confirm).toHaveTextContent("₱1,250.50 is added to Maria Santos's available balance.");
    expect(confirm).toHaveTextContent('Afterwards: ₱1,630.50 available, ₱0 owed.');
    await user.click(within(confirm).getByRole('button', { name: 'Give ₱1,250.50' }));
    expect(await screen.findByText('₱1,250.50 given to Maria Santos.')).toBeInTheDocument();
    expect(posted).toEqual([{ amount: 125050, reason: 'Goodwill for a late payout.' }]);
  });

  it("shows the server's refusal in the form: under the field it names, above the form otherwise", async () => {
    let refusal = () =>
      HttpResponse.json(errorBody('validation_error', 'Check the form.', { reason: 'Enter the reason.' }), {
        status: 400,
      });
    api(host, () => refusal());
    const { user } = renderApp(<UserDetail id={host.id} />, { url: '/users', user: admin });
    await within(await section()).findByText('Available');
    const submit = async () => {
      await user.click(within(form()).getByRole('button', { name: 'Review adjustment' }));
      const confirm = await screen.findByRole('dialog', { name: "Adjust Maria Santos's balance?" });
      await user.click(within(confirm).getByRole('button', { name: 'Give ₱10' }));
    };
    await user.click(within(form()).getByRole('radio', { name: 'Give' }));
    await user.type(within(form()).getByRole('textbox', { name: /Amount in pesos/ }), '10');
    await user.type(within(form()).getByRole('textbox', { name: /Reason/ }), 'Fix');
    await submit();
    expect(await within(form()).findByText('Enter the reason.')).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: /Reason/ })).toHaveFocus();

    refusal = () => HttpResponse.json(errorBody('not_found', 'That host was not found.'), { status: 404 });
    await submit();
    expect(await within(form()).findByRole('alert')).toHaveTextContent('That host was not found.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the balances cannot be loaded, and tries again', async () => {
    api(host);
    let fail = true;
    server.use(
      http.get('/api/admin/hosts/:id/balances', () =>
        fail
          ? HttpResponse.json(errorBody('not_found', 'That host was not found.'), { status: 404 })
          : HttpResponse.json(before),
      ),
    );
    const { user } = renderApp(<UserDetail id={host.id} />, { url: '/users', user: admin });
    const balance = await section();
    expect(await within(balance).findByText('The balances could not be loaded')).toBeInTheDocument();
    expect(balance).toHaveTextContent('That host was not found.');
    fail = false;
    await user.click(within(balance).getByRole('button', { name: 'Try again' }));
    expect(await within(balance).findByText('Available')).toBeInTheDocument();
  });
});
