import { EXPERIENCE_YEARS, EXPERIENCE_YEARS_LABELS, SPECIALIZATIONS, VETTING_SKILLS } from '@talanta/schema';
import { Badge, Button, FormField, Popover, PopoverContent, PopoverTrigger, Select } from '@talanta/ui';
import { Filter } from 'lucide-react';
import { NO_FILTERS, type ReviewFilters } from './use-review-list';

const EXPERTISE_OPTIONS = SPECIALIZATIONS.map((area) => ({ value: area, label: area }));
const EXPERIENCE_OPTIONS = EXPERIENCE_YEARS.map((band) => ({
  value: band,
  label: EXPERIENCE_YEARS_LABELS[band],
}));
const SKILL_OPTIONS = VETTING_SKILLS.map((skill) => ({ value: skill, label: skill }));

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
        <FormField label="Area of expertise">
          <Select
            options={EXPERTISE_OPTIONS}
            placeholder="All areas"
            value={filters.expertise}
            onValueChange={(expertise) => onChange({ ...filters, expertise })}
          />
        </FormField>
        <FormField label="Experience level">
          <Select
            options={EXPERIENCE_OPTIONS}
            placeholder="Any experience"
            value={filters.experience}
            onValueChange={(experience) => onChange({ ...filters, experience })}
          />
        </FormField>
        <FormField label="Skill">
          <Select
            options={SKILL_OPTIONS}
            placeholder="Any skill"
            value={filters.skill}
            onValueChange={(skill) => onChange({ ...filters, skill })}
          />
        </FormField>
        <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      </PopoverContent>
    </Popover>
  );
}
