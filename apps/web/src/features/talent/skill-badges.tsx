import { Badge } from '@talanta/ui';

interface SkillBadgesProps {
  skills: readonly string[];
  /** How many to show before "+N more" (4 on home cards, 6 on showcase and browse cards). */
  max?: number;
  className?: string;
}

/** The first skills as badges and a "+N more" badge for the rest. */
export function SkillBadges({ skills, max, className }: SkillBadgesProps) {
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills" className={`flex flex-wrap gap-1.5 ${className ?? ''}`}>
      {shown.map((skill) => (
        <li key={skill}>
          <Badge>{skill}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="accent">+{hidden} more</Badge>
        </li>
      )}
    </ul>
  );
}
