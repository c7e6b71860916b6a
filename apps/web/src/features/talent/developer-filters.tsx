import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  DEVELOPER_COUNTRIES,
  DEVELOPER_COUNTRY_LABELS,
  PROFILE_SKILLS,
  type TAvailability,
  type TDeveloperCountry,
} from '@talanta/schema';
import { Button, FormField, Input, Select } from '@talanta/ui';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type BrowseSearch, MIN_YEARS_CHOICES } from './browse-search';

interface DeveloperFiltersProps {
  id: string;
  search: BrowseSearch;
  onChange: (changes: Partial<BrowseSearch>) => void;
  onClear: () => void;
}

const toNumber = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);

/**
 * The Filter panel: skills (all of them), availability, hourly-rate range, years of experience
 * and country. Each change applies at once (rates after a short pause in typing).
 */
export function DeveloperFilters({ id, search, onChange, onClear }: DeveloperFiltersProps) {
  const t = useT();
  const [minRate, setMinRate] = useState(search.minRate?.toString() ?? '');
  const [maxRate, setMaxRate] = useState(search.maxRate?.toString() ?? '');
  const settledRates = useDebouncedValue(`${minRate}|${maxRate}`, 400);

  // Only a settled edit of the rate boxes applies (the search is read fresh each time).
  useEffect(() => {
    const [settledMin = '', settledMax = ''] = settledRates.split('|');
    const next = { minRate: toNumber(settledMin), maxRate: toNumber(settledMax) };
    if (next.minRate !== search.minRate || next.maxRate !== search.maxRate) onChange(next);
  }, [settledRates]);

  const skills = search.skills ?? [];
  const skillOptions = PROFILE_SKILLS.filter((skill) => !skills.includes(skill)).map((skill) => ({
    value: skill,
    label: skill,
  }));

  return (
    <section
      id={id}
      aria-label={t('Filters')}
      className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('Skills')} hint={t('Developers with every skill you pick')}>
          <Select
            options={skillOptions}
            placeholder={t('Add a skill')}
            value=""
            onChange={(event) => {
              if (event.target.value) onChange({ skills: [...skills, event.target.value] });
            }}
          />
        </FormField>
        <FormField label={t('Availability')}>
          <Select
            options={AVAILABILITIES.map((value) => ({ value, label: t.text(AVAILABILITY_LABELS[value]) }))}
            placeholder={t('Any availability')}
            value={search.availability ?? ''}
            onChange={(event) =>
              onChange({ availability: (event.target.value || undefined) as TAvailability | undefined })
            }
          />
        </FormField>
        <FormField label={t('Years of experience')}>
          <Select
            options={MIN_YEARS_CHOICES.map((years) => ({
              value: String(years),
              label: t('{years}+ years', { years }),
            }))}
            placeholder={t('Any experience')}
            value={search.minYears ? String(search.minYears) : ''}
            onChange={(event) =>
              onChange({ minYears: event.target.value ? Number(event.target.value) : undefined })
            }
          />
        </FormField>
        <FormField label={t('Country')}>
          <Select
            options={DEVELOPER_COUNTRIES.map((value) => ({
              value,
              label: t.text(DEVELOPER_COUNTRY_LABELS[value]),
            }))}
            placeholder={t('Kenya or India')}
            value={search.country ?? ''}
            onChange={(event) =>
              onChange({ country: (event.target.value || undefined) as TDeveloperCountry | undefined })
            }
          />
        </FormField>
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('Hourly rate (USD)')}</legend>
        <FormField label={t('Minimum rate ($/hr)')}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            placeholder="0"
            value={minRate}
            onChange={(event) => setMinRate(event.target.value)}
          />
        </FormField>
        <FormField label={t('Maximum rate ($/hr)')}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            placeholder={t('Any')}
            value={maxRate}
            onChange={(event) => setMaxRate(event.target.value)}
          />
        </FormField>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {skills.length > 0 ? (
          <ul aria-label={t('Selected skills')} className="flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li
                key={skill}
                className="inline-flex items-center gap-1 rounded-full border border-accent/30 bg-accent-soft py-1 pr-1 pl-3 text-sm text-ink"
              >
                {skill}
                <button
                  type="button"
                  aria-label={t('Remove skill filter {skill}', { skill })}
                  onClick={() => onChange({ skills: skills.filter((other) => other !== skill) })}
                  className="flex size-6 items-center justify-center rounded-full text-ink-muted hover:bg-accent/20 hover:text-ink"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setMinRate('');
            setMaxRate('');
            onClear();
          }}
        >
          {t('Clear filters')}
        </Button>
      </div>
    </section>
  );
}
