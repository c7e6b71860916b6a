import { AREAS_OF_EXPERTISE, EXPERIENCE_YEARS, EXPERIENCE_YEARS_LABELS, LIMITS } from '@talanta/schema';
import { FormField, Select, Textarea } from '@talanta/ui';
import { SkillPicker } from '@/features/vetting/wizard/skill-picker';
import type { SkillsStepProps } from './step-props';

const AREA_OPTIONS = AREAS_OF_EXPERTISE.map((value) => ({ value, label: value }));
const LEVEL_OPTIONS = EXPERIENCE_YEARS.map((value) => ({ value, label: EXPERIENCE_YEARS_LABELS[value] }));

export function SkillsStep({ values, errorOf, setField, setSkills }: SkillsStepProps) {
  const bioLength = values.bio.trim().length;
  const skillsError = errorOf('skills') ?? values.skills.map((_, i) => errorOf(`skills.${i}`)).find(Boolean);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Area of expertise" error={errorOf('areaOfExpertise')}>
          <Select
            name="areaOfExpertise"
            options={AREA_OPTIONS}
            placeholder="Select your area"
            value={values.areaOfExpertise}
            onChange={(event) => setField('areaOfExpertise', event.target.value)}
          />
        </FormField>
        <FormField label="Experience level" error={errorOf('experienceLevel')}>
          <Select
            name="experienceLevel"
            options={LEVEL_OPTIONS}
            placeholder="Select your years of experience"
            value={values.experienceLevel}
            onChange={(event) => setField('experienceLevel', event.target.value)}
          />
        </FormField>
      </div>
      <SkillPicker value={values.skills} onChange={setSkills} error={skillsError} />
      <FormField
        label="Bio"
        error={errorOf('bio')}
        hint={
          bioLength < LIMITS.onboardingBioMin
            ? `${bioLength}/${LIMITS.onboardingBioMin} characters minimum`
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
