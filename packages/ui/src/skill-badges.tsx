import { Badge } from './badge';
import { cn } from './cn';
import { useUiTexts } from './ui-texts';

export interface SkillBadgesProps {
  skills: readonly string[];
  /** How many to show before "+N more" (spec 000 §9: 4 on home cards, 6 on job and developer cards); all when absent. */
  max?: number;
  /** The list's accessible name. */
  label?: string;
  className?: string;
}

/** Skills as badges: the first few and a "+N more" badge for the rest; nothing for no skills. */
export function SkillBadges({ skills, max, label, className }: SkillBadgesProps) {
  const texts = useUiTexts();
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  return (
    <ul aria-label={label ?? texts.skills} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="accent">{texts.moreCount(hidden)}</Badge>
        </li>
      )}
    </ul>
  );
}
