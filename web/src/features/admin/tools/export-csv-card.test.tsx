import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { en } from '@espasyo/domain/messages/en';
import { buildUser, errorBody, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import { calendarDay } from '@/lib/format';
import { ExportCsvCard } from './export-csv-card';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

/** The CSV routes: each answers a small file named by its range, and records the query it got. */
function exportsApi(refusal?: { status: number; body: object }) {
  const asked: { kind: string; query: Record<string, string> }[] = [];
  server.use(
    http.get('/api/admin/exports/:file', ({ params, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const kind = String(params.file).replace('.csv', '');
      asked.push({ kind, query });
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      return new HttpResponse('"booking_id"\r\n"b1"\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="espasyo-${kind}-${query.from}-to-${query.to}.csv"`,
        },
      });
    }),
  );
  return asked;
}

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/admin-tools CSV export', () => {
  it('starts at this month so far, and downloads the bookings and the payments of the days chosen', async () => {
    const asked = exportsApi();
    const { user } = renderApp(<ExportCsvCard />, { url: '/admin-tools', user: admin });
    const today = calendarDay();
    expect(screen.getByLabelText('From')).toHaveValue(`${today.slice(0, 8)}01`);
    expect(screen.getByLabelText('To')).toHaveValue(today);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Download bookings' }));
    expect(await screen.findByText('Saved espasyo-bookings-2026-01-01-to-2026-03-31.csv.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download payments' }));
    expect(await screen.findByText('Saved espasyo-payments-2026-01-01-to-2026-03-31.csv.')).toBeInTheDocument();

    expect(asked).toEqual([
      { kind: 'bookings', query: { from: '2026-01-01', to: '2026-03-31' } },
      { kind: 'payments', query: { from: '2026-01-01', to: '2026-03-31' } },
    ]);
    expect(saved).toEqual([
      'espasyo-bookings-2026-01-01-to-2026-03-31.csv',
      'espasyo-payments-2026-01-01-to-2026-03-31.csv',
    ]);
  });

  it('checks the range with the server’s own rules before asking: a last day before the first, an empty day', async () => {
    const asked = exportsApi();
    const { user } = renderApp(<ExportCsvCard />, { url: '/admin-tools', user: admin });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Download payments' }));
    expect(await screen.findByText('The last day must be on or after the first day.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('From'));
    await user.click(screen.getByRole('button', { name: 'Download bookings' }));
    expect(await screen.findByText('Enter the first day to export.')).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(saved).toEqual([]);
  });

  it("puts the server's refusal of a day under its field, and any other failure in a toast", async () => {
    exportsApi({
      status: 400,
      body: errorBody('validation_error', 'Check the days.', { from: 'Dates must be from 2000-01-01 to 2100-12-31' }),
    });
    const { user } = renderApp(<ExportCsvCard />, { url: '/admin-tools', user: admin });
    await user.click(screen.getByRole('button', { name: 'Download bookings' }));
    expect(await screen.findByText('Dates must be from 2000-01-01 to 2100-12-31')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true'));

    exportsApi({ status: 403, body: errorBody('forbidden', 'Forbidden') });
    await user.click(screen.getByRole('button', { name: 'Download payments' }));
    const toast = (await screen.findByText('Download failed', { selector: 'li *' })).closest('li')!;
    expect(toast).toHaveTextContent(en.generic.accessDenied);
    expect(saved).toEqual([]);
  });
});
