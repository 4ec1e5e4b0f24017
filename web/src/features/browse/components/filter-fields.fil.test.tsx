import { beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { LocalMessage, MessageNamespaces } from '@/lib/i18n-validation';
import { lookupIn } from '@/lib/message-lookup';
import { renderApp, screen } from '@/testing/test-utils';
import { formValuesOf, submitSearch } from '../search-filters';
import { FilterFields } from './filter-fields';

/** The form's own refusals, as submitSearch words them (English, the search endpoint's words). */
function refused(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  const result = submitSearch(data, new URLSearchParams(), { today: '2026-11-24', withFilters: true });
  if (!result.errors) throw new Error('expected the form to be refused');
  return result.errors;
}

/**
 * A message shown while the lookup is still loading is not shown again in a test (React's retry
 * after a suspension outside act, as settings-page.fil.test.tsx says): make the lookup once before.
 */
async function primeLookup() {
  const { unmount } = renderApp(
    <MessageNamespaces value={['validation', 'apiListings']}>
      <LocalMessage message="Choose both a start date and an end date" />
    </MessageNamespaces>,
    { lang: 'fil' },
  );
  await lookupIn('fil', ['validation', 'apiListings']);
  await new Promise((resolve) => setTimeout(resolve, 50));
  unmount();
}

const show = (errors: ReturnType<typeof refused>, lang: 'en' | 'fil') =>
  renderApp(<FilterFields values={formValuesOf(new URLSearchParams())} errors={errors} kind={null} priceUnit="day" />, {
    lang,
  });

describe("The search filters' messages (issue 34)", () => {
  beforeAll(async () => {
    await loadMessages('fil', NAMESPACES);
    await primeLookup();
  });

  it('stay word for word in English', async () => {
    show(refused({ minPeso: '500', maxPeso: '100', from: '2026-12-01' }), 'en');
    expect(await screen.findByText('The lowest price cannot be above the highest')).toBeInTheDocument();
    expect(screen.getByText('Choose both a start date and an end date')).toBeInTheDocument();
  });

  it('show in Filipino under their fields', async () => {
    show(refused({ minPeso: 'abc', minArea: '9', maxArea: '1', from: '2026-12-01', to: '2026-11-30' }), 'fil');
    expect(
      await screen.findByText('Maglagay ng halaga sa piso mula 0 hanggang ₱10,000,000, gaya ng 1,500'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hindi puwedeng mas malaki ang pinakamaliit na laki sa pinakamalaki')).toBeInTheDocument();
    expect(screen.getByText('Hindi puwedeng mauna ang petsa ng pagtatapos sa petsa ng simula')).toBeInTheDocument();
    expect(screen.queryByText(/cannot be/)).not.toBeInTheDocument();
  });
});
