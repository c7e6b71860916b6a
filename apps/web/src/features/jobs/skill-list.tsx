import { Badge } from '@talanta/ui';

interface SkillListProps {
  skills: readonly string[];
  /** How many to show before "+N more" (spec 000 §9: 6 on job cards); all when absent. */
  max?: number;
  label?: string;
}

/** Skills as badges, the first few and a "+N more" badge for the rest. */
export function SkillList({ skills, max, label = 'Skills' }: SkillListProps) {
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.length - shown.length;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
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
