import { useT } from '@/lib/i18n';
import { StepInput } from './step-fields';
import type { StepProps } from './step-props';

const URL_INPUT = { type: 'url', inputMode: 'url' } as const;

export function OnlineProfilesStep(step: StepProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <StepInput
        step={step}
        field="githubUrl"
        label={t('GitHub URL')}
        control={{ ...URL_INPUT, placeholder: 'https://github.com/username' }}
      />
      <StepInput
        step={step}
        field="linkedinUrl"
        label={t('LinkedIn URL')}
        control={{ ...URL_INPUT, placeholder: 'https://www.linkedin.com/in/username' }}
      />
      <StepInput
        step={step}
        field="portfolioUrl"
        label={t('Portfolio URL')}
        optional
        hint={t('A personal site, blog or anything else that shows your work.')}
        control={{ ...URL_INPUT, placeholder: 'https://yourname.dev' }}
      />
    </div>
  );
}
