import { EXPERIENCE_YEARS, EXPERIENCE_YEARS_LABELS, LIMITS, SPECIALIZATIONS } from '@talanta/schema';
import { FormField, Textarea } from '@talanta/ui';
import { SkillPicker } from '@/features/vetting/wizard/skill-picker';
import { StepSelect } from './step-fields';
import type { SkillsStepProps } from './step-props';

const AREA_OPTIONS = SPECIALIZATIONS.map((value) => ({ value, label: value }));
const LEVEL_OPTIONS = EXPERIENCE_YEARS.map((value) => ({ value, label: EXPERIENCE_YEARS_LABELS[value] }));

export function SkillsStep(step: SkillsStepProps) {
  const { values, errorOf, setField, setSkills } = step;
  const bioLength = values.bio.trim().length;
  const skillsError = errorOf('skills') ?? values.skills.map((_, i) => errorOf(`skills.${i}`)).find(Boolean);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <StepSelect
          step={step}
          field="areaOfExpertise"
          label="Area of expertise"
          control={{ options: AREA_OPTIONS, placeholder: 'Select your area' }}
        />
        <StepSelect
          step={step}
          field="experienceLevel"
          label="Experience level"
          control={{ options: LEVEL_OPTIONS, placeholder: 'Select your years of experience' }}
        />
      </div>
      <SkillPicker value={values.skills} onChange={setSkills} error={skillsError} />
      <FormField
        label="Bio"
        error={errorOf('bio')}
        hint={
          bioLength < LIMITS.vettingBioMin
            ? `${bioLength}/${LIMITS.vettingBioMin} characters minimum`
            : `${bioLength} characters`
        }
      >
        <Textarea
          name="bio"
          rows={6}
          placeholder="What you build, the teams you have worked with and what you are best at."
          value={values.bio}
          onChange={(event) => setField('bio', event.target.value)}
        />
      </FormField>
    </div>
  );
}
