import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { buildUser, renderApp, screen, server } from '@/testing/test-utils';
import { TaxDetailsForm } from './tax-details-form';

const host = buildUser({ userType: 'host', type: 'host' });

describe('TaxDetailsForm', () => {
  it("checks the TIN's format before sending, then saves it as the server keeps it", async () => {
    let sent: unknown;
    server.use(
      http.get('/api/host/tax-details', () => HttpResponse.json({ tin: null })),
      http.put('/api/host/tax-details', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ tin: '123-456-789-00000' });
      }),
    );
    renderApp(<TaxDetailsForm />, { url: '/host/profile', user: host });
    const tin = await screen.findByLabelText('TIN');
    await userEvent.type(tin, '12-34');
    await userEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(
      await screen.findByText('Enter your TIN as ###-###-###, with a 3- or 5-digit branch code if you have one.'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await userEvent.clear(tin);
    await userEvent.type(tin, '123456789 00000');
    await userEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
    expect(await screen.findByText('Tax details saved. New invoices will show them.')).toBeInTheDocument();
    expect(sent).toEqual({ tin: '123456789 00000' });
    expect(tin).toHaveValue('123-456-789-00000');
  });
});
