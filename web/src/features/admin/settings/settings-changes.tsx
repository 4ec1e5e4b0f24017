import { settingsCategories, type PlatformSettings, type SettingsCategory } from '@espasyo/domain/settings/defaults';
import { diffFields, type FieldChange } from '@espasyo/domain/diff';
import { useMessages } from '@/lib/i18n';
import { ChangeList } from '@/features/admin/shared/diff';
import { useSettingsMeta } from './fields';

export type SettingsDiff = Array<{ category: SettingsCategory; changes: FieldChange[] }>;

/** What would change, per category, if `next` replaced `current` (only the given categories). */
export function diffSettings(
  current: PlatformSettings,
  next: PlatformSettings,
  categories: readonly SettingsCategory[] = settingsCategories,
): SettingsDiff {
  return categories
    .map((category) => ({ category, changes: diffFields(current[category], next[category]) }))
    .filter((d) => d.changes.length > 0);
}

export const countChanges = (diff: SettingsDiff) => diff.reduce((n, d) => n + d.changes.length, 0);

/** The preview in the reset and import confirmations: category, field, before → after. */
export function SettingsDiffView({ diff }: { diff: SettingsDiff }) {
  const m = useMessages('adminSystem').settings.diff;
  const { meta: settingsMeta, fieldLabel } = useSettingsMeta();
  if (diff.length === 0) return <p className="text-base text-ink-700">{m.nothing}</p>;
  return (
    <div className="max-h-[50vh] space-y-4 overflow-y-auto pr-1">
      {diff.map(({ category, changes }) => (
        <section key={category} aria-label={m.changes({ category: settingsMeta[category].title })}>
          <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{settingsMeta[category].title}</h3>
          <ChangeList changes={changes} labelOf={(f) => fieldLabel(category, f)} />
        </section>
      ))}
    </div>
  );
}
