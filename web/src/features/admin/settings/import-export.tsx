import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { parseSettingsImport } from '@espasyo/domain/settings/schema';
import type { PlatformSettings } from '@espasyo/domain/settings/defaults';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSettingsFailure, useImportSettings } from './api';
import { countChanges, diffSettings, SettingsDiffView } from './settings-changes';

interface Pending {
  fileName: string;
  /** The file's text; the server parses it again and merges it over the defaults. */
  content: string;
  merged: PlatformSettings;
}

/**
 * Import: pick a JSON file, check it in the browser with the domain's import rules (the same
 * ones the server applies), show what will change, then send it. A bad file changes nothing
 * and says why: 'Invalid import format: missing settings object' or the invalid values.
 */
export function ImportSettings({
  current,
  onProblems,
}: {
  current: PlatformSettings;
  onProblems: (p: ImportProblems | null) => void;
}) {
  const m = useMessages('adminSystem').settings;
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportSettings();
  const settingsFailure = useSettingsFailure();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File) {
    onProblems(null);
    const text = await file.text();
    const checked = parseSettingsImport(text);
    if (!checked.ok) {
      onProblems({ fileName: file.name, messages: [...new Set(checked.issues.map((i) => i.message))] });
      return;
    }
    setPending({ fileName: file.name, content: text, merged: checked.value });
  }

  const diff = pending ? diffSettings(current, pending.merged) : [];
  const count = countChanges(diff);
  const close = () => {
    setPending(null);
    setError(null);
    importer.reset();
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label={m.import.file}
        data-testid="settings-import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // choosing the same file again must fire again
          if (file) void onFile(file);
        }}
      />
      <Button
        variant="outline"
        icon={<Upload aria-hidden="true" className="size-4" />}
        onClick={() => input.current?.click()}
      >
        {m.import.button}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        onClose={close}
        title={m.import.title}
        description={pending && m.import.text({ file: pending.fileName, count })}
        confirmLabel={m.import.confirm}
        pendingLabel={m.import.pending}
        pending={importer.isPending}
        error={error}
        confirmDisabled={count === 0}
        onConfirm={() =>
          pending &&
          importer.mutate(
            { fileName: pending.fileName, content: pending.content },
            {
              onSuccess: () => {
                toast.success(m.import.done({ file: pending.fileName }));
                close();
              },
              onError: (e) => {
                const fields = e instanceof ApiError && e.fields ? Object.values(e.fields) : [];
                const message = [
                  settingsFailure(e, (detail) => m.failures.importFailed({ detail })),
                  ...fields.filter((f) => !errorMessage(e).includes(f)),
                ].join(' ');
                setError(message);
                toast.error(message);
              },
            },
          )
        }
      >
        <SettingsDiffView diff={diff} />
      </ConfirmDialog>
    </>
  );
}

export interface ImportProblems {
  fileName: string;
  messages: string[];
}

export function ImportProblemsAlert({ problems, onDismiss }: { problems: ImportProblems; onDismiss: () => void }) {
  const m = useMessages('adminSystem').settings.import;
  return (
    <Alert tone="danger" title={m.problems({ file: problems.fileName })}>
      <ul className="list-disc space-y-1 pl-5">
        {problems.messages.map((message) => (
          <li key={message}>
            <LocalMessage message={message} />
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" className="mt-2" onClick={onDismiss}>
        {m.dismiss}
      </Button>
    </Alert>
  );
}
