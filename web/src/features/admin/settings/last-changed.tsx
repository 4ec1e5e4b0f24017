import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import type { SettingsDocument } from './api';

/** 'Last changed <when> by <who>. Last import <when>.' */
export function LastChanged({ doc }: { doc: SettingsDocument }) {
  const m = useMessages('adminSystem').settings.lastChanged;
  const f = useFormat();
  const { user: me } = useAuth();
  if (!doc.updatedAt && !doc.importedAt) return null;
  return (
    <p className="text-sm text-ink-600">
      {doc.updatedAt && (
        <>
          {m.changed} <time dateTime={doc.updatedAt}>{f.dateTime(doc.updatedAt)}</time>
          {doc.lastUpdatedBy && (
            <>
              {' '}
              {m.by}{' '}
              {doc.lastUpdatedBy.id === me?.id ? m.you : doc.lastUpdatedBy.name || doc.lastUpdatedBy.email || m.anAdmin}
            </>
          )}
          .{' '}
        </>
      )}
      {doc.importedAt && (
        <>
          {m.imported} <time dateTime={doc.importedAt}>{f.dateTime(doc.importedAt)}</time>.
        </>
      )}
    </p>
  );
}
