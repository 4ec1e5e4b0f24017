import { useMemo } from 'react';
import type { ReceiptWords } from '@espasyo/domain/bookings/receipt';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/** A receipt's words in the interface's language, for the domain's receiptDocument (issue 34). */
export function useReceiptWords(): ReceiptWords {
  const m = useMessages('payments');
  const { lang } = useFormat();
  return useMemo(() => {
    const r = m.receipt;
    return {
      lang,
      heading: r.heading,
      subheading: r.subheading,
      amountPaid: r.amountPaid,
      amountRefunded: r.amountRefunded,
      testMode: r.testMode,
      footer: (platform) => r.footer({ platform }),
      onBehalf: (platform) => r.onBehalf({ platform }),
      sections: r.sections,
      rows: { ...r.rows, tax: (percent) => r.rows.tax({ percent }) },
      reasons: m.reasons,
      cancelledBy: m.cancelledBy,
      gateways: m.gateways,
      methods: m.methods,
      noMethod: m.noMethod,
      count: (count, unit) => r.count[unit]({ count }),
      units: (count) => r.units({ count }),
    };
  }, [m, lang]);
}
