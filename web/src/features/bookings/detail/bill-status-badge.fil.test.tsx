import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n';
import { renderApp, screen } from '@/testing/test-utils';
import { BillStatusBadge } from './booking-bills';

describe("A bill's status badge (issue 34)", () => {
  beforeAll(() => Promise.all([loadMessages('en', ['tenancy']), loadMessages('fil', ['tenancy'])]));

  const statuses = ['upcoming', 'open', 'paid', 'overdue', 'void'] as const;
  const badges = () => (
    <ul>
      {statuses.map((s) => (
        <li key={s}>
          <BillStatusBadge status={s} />
        </li>
      ))}
    </ul>
  );

  it('says each status in English', async () => {
    renderApp(badges());
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Upcoming', 'Due', 'Paid', 'Overdue', 'Void']);
  });

  it('says each status in Filipino', async () => {
    renderApp(badges(), { lang: 'fil' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Paparating', 'Due na', 'Bayad na', 'Overdue', 'Void']);
  });
});
