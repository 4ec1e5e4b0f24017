import { Select } from '@/components/ui/select';

/** 9 → '9:00 AM' */
const hourLabel = (h: number) => `${h % 12 || 12}:00 ${h < 12 ? 'AM' : 'PM'}`;

/** The start hour of an hourly stay ('09:00'): the hours of the day from which `hours` still end by midnight. */
export function StartTimeSelect({
  hours,
  value,
  onChange,
}: {
  hours: number;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      label="Start time"
      name="at"
      value={value ?? ''}
      placeholder="Choose"
      onChange={(e) => onChange(e.target.value || undefined)}
      options={Array.from({ length: 25 - hours }, (_, h) => ({
        value: `${String(h).padStart(2, '0')}:00`,
        label: hourLabel(h),
      }))}
    />
  );
}
