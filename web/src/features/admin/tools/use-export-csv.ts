import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminExportFileName,
  adminExportPath,
  adminExportQuerySchema,
  type AdminExportKind,
  type AdminExportQuery,
} from '@espasyo/domain/contracts/admin-exports';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { calendarDay } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { applyFieldErrors } from '@/lib/form-errors';
import { downloadFile } from '@/features/admin/shared/download';

const FIELDS = ['from', 'to'] as const;

/**
 * The CSV export's form: a range of days (this month so far to start with), checked with the
 * route's own schema, and one download per kind; `busy` names the kind being downloaded.
 */
export function useExportCsv() {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const toast = useToast();
  const m = useMessages('adminSystem').tools.csv;
  const [busy, setBusy] = useState<AdminExportKind | null>(null);
  const today = calendarDay();
  const form = useForm<AdminExportQuery>({
    resolver: zodResolver(adminExportQuerySchema),
    defaultValues: { from: `${today.slice(0, 8)}01`, to: today },
  });

  const download = (kind: AdminExportKind) =>
    form.handleSubmit(async (q) => {
      setBusy(kind);
      try {
        toast.success(m.done({ name: await downloadFile(adminExportPath(kind, q), adminExportFileName(kind, q)) }));
      } catch (e) {
        if (!applyFieldErrors(e, form.setError, FIELDS)) toast.error(errorMessage(e), m.failedTitle);
      } finally {
        setBusy(null);
      }
    });

  return { form, busy, download };
}
