import { zodResolver } from '@hookform/resolvers/zod';
import {
  PHONE_HINT,
  SPECIALIZATIONS,
  type TInvitationPreview,
  type TRegisterInput,
  ZRegisterInput,
} from '@talanta/schema';
import { Button, FormField, Input, Select, toast } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';
import { useTRPC } from '@/lib/trpc';
import { ConsentCheckbox } from './consent-checkbox';
import { RoleChoice } from './role-choice';
import type { RegistrableRole } from './search-params';
import { useCompleteSignIn } from './use-complete-sign-in';

interface RegisterFormProps {
  initialRole: RegistrableRole;
  /** Prefilled from the invitation email's link. */
  initialValues?: { email?: string; firstName?: string; lastName?: string };
  /** From the invitation email's link: sent along so the application fills the profile. */
  invitationToken?: string;
  /** What the invitation's application says: the form then asks only for what it lacks (issue 38). */
  invitation?: TInvitationPreview;
  redirect?: string;
}

/** Registration (spec 000 §2): validated with the shared schema, so browser and server agree. */
export function RegisterForm({
  initialRole,
  initialValues,
  invitationToken,
  invitation,
  redirect,
}: RegisterFormProps) {
  const trpc = useTRPC();
  const t = useT();
  // Drawn by the server before React takes it over: until then a press would submit it natively
  // (a GET with the fields in the URL), so the button waits. Typing does not.
  const hydrated = useHydrated();
  const form = useForm<TRegisterInput, unknown, z.output<typeof ZRegisterInput>>({
    resolver: zodResolver(ZRegisterInput),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The developer-only fields leave the form (value and rules) when Business/Client is chosen.
    shouldUnregister: true,
    defaultValues: {
      role: invitation ? 'developer' : initialRole,
      email: invitation?.email ?? initialValues?.email ?? '',
      firstName: invitation?.firstName ?? initialValues?.firstName ?? '',
      lastName: invitation?.lastName ?? initialValues?.lastName ?? '',
      phoneNumber: invitation?.phoneNumber ?? '',
      password: '',
      confirmPassword: '',
      areaOfSpecialization: invitation?.areaOfSpecialization ?? '',
      githubUrl: invitation?.githubUrl ?? '',
      invitationToken: invitationToken ?? '',
    },
  });
  const registerAccount = useMutation(trpc.auth.register.mutationOptions());
  const completeSignIn = useCompleteSignIn();
  const { errors } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await registerAccount.mutateAsync(values);
      toast.success(t('Registration successful'), { description: t('Your account has been created.') });
      // A new developer lands on /registration-success, whose next step is the vetting application.
      const landing = user.role === 'developer' && !invitationToken ? '/registration-success' : undefined;
      await completeSignIn(user, redirect ?? landing);
    } catch (error) {
      const message = t.text(messageOf(error, t('Could not create your account. Please try again.')));
      if (errorCodeOf(error) === 'CONFLICT') form.setError('email', { message });
      toast.error(t('Registration failed'), { description: message });
    }
  });

  const passwordFields = (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('Password')} error={t.text(errors.password?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('Confirm password')} error={t.text(errors.confirmPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
    </div>
  );
  const submitButton = (
    <Button
      type="submit"
      size="lg"
      loading={registerAccount.isPending}
      disabled={!hydrated}
      className="mt-1 w-full"
    >
      {registerAccount.isPending ? t('Creating account...') : t('Create account')}
    </Button>
  );

  if (invitation) {
    // The application already gave these; they travel as hidden fields (kept registered).
    return (
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <p className="text-base text-ink-muted">
          <Trans
            id="Your Tech Talent account for <0>{firstName} {lastName}</0> ({email}). Your application fills in the rest: choose a password."
            values={{
              firstName: invitation.firstName,
              lastName: invitation.lastName,
              email: invitation.email,
            }}
            components={{ 0: <span className="font-semibold text-ink" /> }}
          />
        </p>
        {(['role', 'email', 'firstName', 'lastName', 'areaOfSpecialization', 'githubUrl'] as const).map(
          (name) => (
            <input key={name} type="hidden" {...form.register(name)} />
          ),
        )}
        {invitation.phoneNumber ? (
          <input type="hidden" {...form.register('phoneNumber')} />
        ) : (
          <FormField
            label={t('Phone number')}
            error={t.text(errors.phoneNumber?.message)}
            hint={t.text(PHONE_HINT)}
          >
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="+254712345678"
              {...form.register('phoneNumber')}
            />
          </FormField>
        )}
        {passwordFields}
        <ConsentCheckbox error={errors.acceptTerms?.message} {...form.register('acceptTerms')} />
        <input type="hidden" {...form.register('invitationToken')} />
        {submitButton}
      </form>
    );
  }
  const specializationOptions = SPECIALIZATIONS.map((value) => ({ value, label: t.text(value) }));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <RoleChoice value={field.value} onChange={field.onChange} error={errors.role?.message} />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('First name')} error={t.text(errors.firstName?.message)}>
          <Input autoComplete="given-name" placeholder="Amani" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('Last name')} error={t.text(errors.lastName?.message)}>
          <Input autoComplete="family-name" placeholder="Otieno" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('Email')} error={t.text(errors.email?.message)}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...form.register('email')} />
      </FormField>
      <FormField
        label={t('Phone number')}
        error={t.text(errors.phoneNumber?.message)}
        hint={t.text(PHONE_HINT)}
      >
        <Input type="tel" autoComplete="tel" placeholder="+254712345678" {...form.register('phoneNumber')} />
      </FormField>
      {passwordFields}
      {role === 'developer' && (
        <>
          <FormField label={t('Area of specialization')} error={t.text(errors.areaOfSpecialization?.message)}>
            <Select
              options={specializationOptions}
              placeholder={t('Select your specialization')}
              {...form.register('areaOfSpecialization')}
            />
          </FormField>
          <FormField label={t('GitHub URL')} optional error={t.text(errors.githubUrl?.message)}>
            <Input type="url" placeholder="https://github.com/username" {...form.register('githubUrl')} />
          </FormField>
        </>
      )}
      <ConsentCheckbox error={errors.acceptTerms?.message} {...form.register('acceptTerms')} />
      <input type="hidden" {...form.register('invitationToken')} />
      {submitButton}
    </form>
  );
}
