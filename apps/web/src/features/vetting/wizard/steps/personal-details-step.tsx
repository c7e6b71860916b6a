import { PHONE_HINT } from '@talanta/schema';
import { useSessionUser } from '@/features/auth/session-user';
import { useT } from '@/lib/i18n';
import { StepInput } from './step-fields';
import type { StepProps } from './step-props';

export function PersonalDetailsStep(step: StepProps) {
  const t = useT();
  // A signed-in developer applies under their account's email (the server uses it whatever is sent).
  const fromAccount = useSessionUser()?.role === 'developer';
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <StepInput
          step={step}
          field="firstName"
          label={t('First name')}
          control={{ autoComplete: 'given-name', placeholder: 'Amani' }}
        />
        <StepInput
          step={step}
          field="lastName"
          label={t('Last name')}
          control={{ autoComplete: 'family-name', placeholder: 'Otieno' }}
        />
      </div>
      <StepInput
        step={step}
        field="email"
        label={t('Email')}
        hint={
          fromAccount
            ? t("Your account's email: we'll send the outcome of your application here.")
            : t("We'll send the outcome of your application here.")
        }
        control={{
          type: 'email',
          autoComplete: 'email',
          placeholder: 'you@example.com',
          readOnly: fromAccount,
        }}
      />
      <StepInput
        step={step}
        field="phoneNumber"
        label={t('Phone number')}
        optional
        hint={t.text(PHONE_HINT)}
        control={{ type: 'tel', autoComplete: 'tel', placeholder: '+254712345678' }}
      />
    </div>
  );
}
