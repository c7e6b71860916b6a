import { EXPERIENCE_YEARS, EXPERIENCE_YEARS_LABELS, LIMITS, SPECIALIZATIONS } from '@talanta/schema';
import { FormField, Textarea } from '@talanta/ui';
import { SkillPicker } from '@/features/vetting/wizard/skill-picker';
import { useT } from '@/lib/i18n';
import { StepSelect } from './step-fields';
import type { SkillsStepProps } from './step-props';

export function SkillsStep(step: SkillsStepProps) {
  const t = useT();
  // The values stay the schema's English words; only what a person reads is translated.
  const areaOptions = SPECIALIZATIONS.map((value) => ({ value, label: t.text(value) }));
  const levelOptions = EXPERIENCE_YEARS.map((value) => ({
    value,
    label: t.text(EXPERIENCE_YEARS_LABELS[value]),
  }));
  const { values, errorOf, setField, setSkills } = step;
  const bioLength = values.bio.trim().length;
  const skillsError = errorOf('skills') ?? values.skills.map((_, i) => errorOf(`skills.${i}`)).find(Boolean);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <StepSelect
          step={step}
          field="areaOfExpertise"
          label={t('Area of expertise')}
          control={{ options: areaOptions, placeholder: t('Select your area') }}
        />
        <StepSelect
          step={step}
          field="experienceLevel"
          label={t('Experience level')}
          control={{ options: levelOptions, placeholder: t('Select your years of experience') }}
        />
      </div>
      <SkillPicker value={values.skills} onChange={setSkills} error={skillsError} />
      <FormField
        label={t('Bio')}
        error={errorOf('bio')}
        hint={
          bioLength < LIMITS.vettingBioMin
            ? t('{count}/{min} characters minimum', { count: bioLength, min: LIMITS.vettingBioMin })
            : t('{count} characters', { count: bioLength })
        }
      >
        <Textarea
          name="bio"
          rows={6}
          placeholder={t('What you build, the teams you have worked with and what you are best at.')}
          value={values.bio}
          onChange={(event) => setField('bio', event.target.value)}
        />
      </FormField>
    </div>
  );
}
