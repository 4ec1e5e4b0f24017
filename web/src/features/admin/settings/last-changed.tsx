import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import type { SettingsDocument } from './api';

/** 'Last changed <when> by <who>. Last import <when>.' */
export function LastChanged({ doc }: { doc: SettingsDocument }) {
  const { user: me } = useAuth();
  if (!doc.updatedAt && !doc.importedAt) return null;
  return (
    <p className="text-sm text-ink-600">
      {doc.updatedAt && (
        <>
          Last changed <time dateTime={doc.updatedAt}>{formatDateTime(doc.updatedAt)}</time>
          {doc.lastUpdatedBy && (
            <>
              {' '}
              by{' '}
              {doc.lastUpdatedBy.id === me?.id
                ? 'you'
                : doc.lastUpdatedBy.name || doc.lastUpdatedBy.email || 'an administrator'}
            </>
          )}
          .{' '}
        </>
      )}
      {doc.importedAt && (
        <>
          Last import <time dateTime={doc.importedAt}>{formatDateTime(doc.importedAt)}</time>.
        </>
      )}
    </p>
  );
}
