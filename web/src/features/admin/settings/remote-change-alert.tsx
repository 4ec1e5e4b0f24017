import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useFormatValue } from '@/features/admin/shared/diff';
import type { FieldMeta } from './fields';
import type { RemoteChange } from './use-category-form';

/** Says which values another tab or admin changed, and which of this admin's edits now replace theirs. */
export function RemoteChangeAlert({
  remote,
  fields,
  onDiscard,
  onDismiss,
}: {
  remote: RemoteChange;
  fields: Record<string, FieldMeta>;
  onDiscard: () => void;
  onDismiss: () => void;
}) {
  const m = useMessages('adminSystem').settings.remote;
  const formatValue = useFormatValue();
  const label = (f: string) => fields[f]?.label ?? f;
  return (
    <Alert tone={remote.conflicts.length ? 'warning' : 'info'} title={m.title}>
      {remote.updated.length > 0 && <p>{m.updated({ fields: remote.updated.map(label).join(', ') })}</p>}
      {remote.conflicts.length > 0 && (
        <>
          <p className="mt-1">{m.conflicts}</p>
          <ul className="mt-1 list-disc pl-5">
            {remote.conflicts.map((c) => (
              <li key={c.field}>
                {label(c.field)}: {formatValue(c.theirs)}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {remote.conflicts.length > 0 && (
          <Button size="sm" variant="outline" onClick={onDiscard}>
            {m.discard}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {m.dismiss}
        </Button>
      </div>
    </Alert>
  );
}
