import { FormField, Input } from '@talanta/ui';
import type { StepProps } from './step-props';

export function OnlineProfilesStep({ values, errorOf, setField }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <FormField label="GitHub URL" error={errorOf('githubUrl')}>
        <Input
          name="githubUrl"
          type="url"
          inputMode="url"
          placeholder="https://github.com/username"
          value={values.githubUrl}
          onChange={(event) => setField('githubUrl', event.target.value)}
        />
      </FormField>
      <FormField label="LinkedIn URL" error={errorOf('linkedinUrl')}>
        <Input
          name="linkedinUrl"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/username"
          value={values.linkedinUrl}
          onChange={(event) => setField('linkedinUrl', event.target.value)}
        />
      </FormField>
      <FormField
        label="Portfolio URL"
        optional
        error={errorOf('portfolioUrl')}
        hint="A personal site, blog or anything else that shows your work."
      >
        <Input
          name="portfolioUrl"
          type="url"
          inputMode="url"
          placeholder="https://yourname.dev"
          value={values.portfolioUrl}
          onChange={(event) => setField('portfolioUrl', event.target.value)}
        />
      </FormField>
    </div>
  );
}
