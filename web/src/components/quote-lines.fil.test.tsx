import { Suspense, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Language } from '@espasyo/domain/i18n/languages';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { LanguageProvider, loadMessages } from '@/lib/i18n';
import { QuoteLines } from './quote-lines';

/** A shared component alone, in a language (it reads the `listing` namespace). */
const renderIn = (lang: Language, ui: ReactNode) =>
  render(
    <LanguageProvider lang={lang}>
      <Suspense fallback={null}>{ui}</Suspense>
    </LanguageProvider>,
  );

const quote = {
  lines: [
    { unit: 'month' as const, count: 2, price: 500000, amount: 1000000 },
    { unit: 'day' as const, count: 3, price: 20000, amount: 60000 },
  ],
  units: 2,
  taxRate: 12,
  tax: 254400,
  total: 2374400,
};

describe('A quote’s lines (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('reads each line, the tax and the total in Filipino', async () => {
    renderIn('fil', <QuoteLines quote={quote} />);
    expect(await screen.findByText('₱5,000 × 2 buwan × 2 unit')).toBeInTheDocument();
    expect(screen.getByText('₱200 × 3 araw × 2 unit')).toBeInTheDocument();
    expect(screen.getByText('Buwis (12%)')).toBeInTheDocument();
    expect(screen.getByText('Kabuuan')).toBeInTheDocument();
    expect(screen.getByText('₱23,744')).toBeInTheDocument();
  });

  it('reads the same in English as before', async () => {
    renderIn('en', <QuoteLines quote={{ ...quote, units: 1, lines: [{ ...quote.lines[0], count: 1 }] }} />);
    expect(await screen.findByText('₱5,000 × 1 month')).toBeInTheDocument();
    expect(screen.getByText('Tax (12%)')).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
  });
});
