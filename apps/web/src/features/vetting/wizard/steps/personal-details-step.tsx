import { PHONE_HINT } from '@talanta/schema';
import { FormField, Input } from '@talanta/ui';
import type { StepProps } from './step-props';

export function PersonalDetailsStep({ values, errorOf, setField }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errorOf('firstName')}>
          <Input
            name="firstName"
            autoComplete="given-name"
            placeholder="Amani"
            value={values.firstName}
            onChange={(event) => setField('firstName', event.target.value)}
          />
        </FormField>
        <FormField label="Last name" error={errorOf('lastName')}>
          <Input
            name="lastName"
            autoComplete="family-name"
            placeholder="Otieno"
            value={values.lastName}
            onChange={(event) => setField('lastName', event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        label="Email"
        error={errorOf('email')}
        hint="We'll send the outcome of your application here."
      >
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
        />
      </FormField>
      <FormField label="Phone number" optional error={errorOf('phoneNumber')} hint={PHONE_HINT}>
        <Input
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder="+254712345678"
          value={values.phoneNumber}
          onChange={(event) => setField('phoneNumber', event.target.value)}
        />
      </FormField>
    </div>
  );
}
