import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Printer, SearchX } from 'lucide-react';
import { receiptDocument } from '@espasyo/domain/bookings/receipt';
import { ErrorCode } from '@espasyo/domain/errors';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { receiptPdfUrl, useReceipt } from '@/features/payments/api/use-receipt';
import { ReceiptView } from '@/features/payments/components/receipt-view';
import { useReceiptWords } from '@/features/payments/components/receipt-words';

function Back() {
  const m = useMessages('payments');
  return (
    <Link to={paths.client.payments.getHref()} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {m.actions.back}
    </Link>
  );
}

/**
 * /client/payments/{paymentId}/receipt: a payment's or a refund's acknowledgement receipt as a
 * printable page, with Print and Download PDF. On paper only the receipt shows: the app's
 * navigation and these buttons are hidden.
 */
export default function ClientReceiptPage() {
  const m = useMessages('payments');
  const words = useReceiptWords();
  const { paymentId = '' } = useParams();
  const receipt = useReceipt(paymentId);
  const doc = useMemo(() => receipt.data && receiptDocument(receipt.data, words), [receipt.data, words]);

  if (receipt.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageTitle>{m.receipt.heading}</PageTitle>
        <Back />
        {isApiError(receipt.error, ErrorCode.notFound) ? (
          <EmptyState icon={SearchX} title={m.receipt.heading}>
            {m.receipt.notFound}
          </EmptyState>
        ) : (
          <LoadError title={m.receipt.error} error={receipt.error} onRetry={() => void receipt.refetch()} />
        )}
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl space-y-6 print:max-w-none">
      <PageTitle>
        {receipt.data
          ? m.receipt.title({ platform: receipt.data.platformName, kind: receipt.data.kind })
          : m.receipt.heading}
      </PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Back />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            icon={<Printer aria-hidden="true" className="size-4" />}
            onClick={() => window.print()}
            disabled={!doc}
          >
            {m.actions.print}
          </Button>
          <a href={receiptPdfUrl(paymentId)} download className={buttonClasses('secondary', 'md')}>
            <Download aria-hidden="true" className="size-4" /> {m.actions.downloadPdf}
          </a>
        </div>
      </div>
      {doc ? (
        <ReceiptView document={doc} />
      ) : (
        <div role="status" aria-label={m.receipt.loading} className="h-[36rem] animate-pulse rounded-card bg-ink-100" />
      )}
    </article>
  );
}
