import { currentTimeZoneName } from '@talanta/schema';
import { cn, fieldClasses } from '@talanta/ui';
import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { useT } from '@/lib/i18n';
import { placeOf, timeZoneGroups } from '@/lib/time-zone';

/** "Nairobi", "Argentina / Buenos Aires": the zone without its region, as people look for it. */
const cityLabel = (zone: string) =>
  zone.split('/').length > 2
    ? (zone.split('/').slice(1).join(' / ') || zone).replaceAll('_', ' ')
    : placeOf(zone);

interface TimeZoneSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  ref?: Ref<HTMLSelectElement>;
  /** The stored zone, offered even when this browser spells it otherwise (Asia/Kolkata, Calcutta). */
  current: string;
}

/**
 * Every IANA zone, grouped by region. A native select: typing a city's first letters jumps to it,
 * arrow keys move, and phones show their own picker. Name it with a FormField around it.
 */
export function TimeZoneSelect({ current: stored, className, ...props }: TimeZoneSelectProps) {
  const t = useT();
  const groups = timeZoneGroups();
  const current = currentTimeZoneName(stored);
  const known = groups.some((group) => group.zones.includes(current));
  return (
    <span className="relative block">
      <select className={cn(fieldClasses, 'h-11 w-full appearance-none pr-10 text-sm', className)} {...props}>
        {!known && <option value={current}>{current}</option>}
        {groups.map((group) => (
          <optgroup key={group.region} label={t.text(group.region)}>
            {group.zones.map((zone) => (
              <option key={zone} value={zone}>
                {group.region === 'Universal' || group.region === 'Other' ? zone : cityLabel(zone)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
      />
    </span>
  );
}
