import {
  AREAS_OF_EXPERTISE,
  EXPERIENCE_YEARS,
  EXPERIENCE_YEARS_LABELS,
  ONBOARDING_SKILLS,
} from '@talanta/schema';
import { Badge, Button, Label, Popover, PopoverContent, PopoverTrigger, Select } from '@talanta/ui';
import { Filter } from 'lucide-react';
import { useId } from 'react';
import { NO_FILTERS, type ReviewFilters } from './use-review-list';

const EXPERTISE_OPTIONS = AREAS_OF_EXPERTISE.map((area) => ({ value: area, label: area }));
const EXPERIENCE_OPTIONS = EXPERIENCE_YEARS.map((band) => ({
  value: band,
  label: EXPERIENCE_YEARS_LABELS[band],
}));
const SKILL_OPTIONS = ONBOARDING_SKILLS.map((skill) => ({ value: skill, label: skill }));

/** The Filter button: expertise, experience level and skill, applied by the server as they change. */
export function ReviewFilterPopover({
  filters,
  count,
  onChange,
}: {
  filters: ReviewFilters;
  count: number;
  onChange: (filters: ReviewFilters) => void;
}) {
  const id = useId();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary">
          <Filter aria-hidden="true" className="size-4" />
          Filter
          {count > 0 && (
            <Badge variant="accent" aria-label={`${count} active`}>
              {count}
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Filter applications" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-expertise`}>Area of expertise</Label>
          <Select
            id={`${id}-expertise`}
            options={EXPERTISE_OPTIONS}
            placeholder="All areas"
            value={filters.expertise}
            onChange={(event) =>
              onChange({ ...filters, expertise: event.target.value as ReviewFilters['expertise'] })
            }
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-experience`}>Experience level</Label>
          <Select
            id={`${id}-experience`}
            options={EXPERIENCE_OPTIONS}
            placeholder="Any experience"
            value={filters.experience}
            onChange={(event) =>
              onChange({ ...filters, experience: event.target.value as ReviewFilters['experience'] })
            }
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-skill`}>Skill</Label>
          <Select
            id={`${id}-skill`}
            options={SKILL_OPTIONS}
            placeholder="Any skill"
            value={filters.skill}
            onChange={(event) => onChange({ ...filters, skill: event.target.value })}
          />
        </div>
        <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      </PopoverContent>
    </Popover>
  );
}
