import { FormField, type FormFieldProps, Input, Select } from '@talanta/ui';
import type { ComponentProps, ReactNode } from 'react';
import type { TextField } from '@/features/vetting/wizard/wizard-values';
import { useT } from '@/lib/i18n';
import type { StepProps } from './step-props';

type FieldFrame = Pick<FormFieldProps, 'label' | 'hint' | 'optional'>;

interface StepFieldProps<TControl> extends FieldFrame {
  /** The step's values, messages and setter, as the wizard hands them over. */
  step: StepProps;
  field: TextField;
  /** Anything else the control takes (type, placeholder, autoComplete, options). */
  control?: TControl;
}

type InputExtras = Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'onChange'>;
type SelectExtras = Omit<ComponentProps<typeof Select>, 'name' | 'value' | 'onChange'>;

/** A label marked "(optional)" in the page's language (FormField's own mark is English only). */
export function OptionalLabel({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      {children}
      <span className="ml-1 font-normal text-ink-subtle">{t('(optional)')}</span>
    </>
  );
}

function frameOf({ optional, label, ...frame }: FieldFrame): FieldFrame {
  return { ...frame, label: optional ? <OptionalLabel>{label}</OptionalLabel> : label };
}

/** One text field of a step: label, message and an input bound to the wizard's value. */
export function StepInput({ step, field, control, ...frame }: StepFieldProps<InputExtras>) {
  return (
    <FormField {...frameOf(frame)} error={step.errorOf(field)}>
      <Input
        {...control}
        name={field}
        value={step.values[field]}
        onChange={(event) => step.setField(field, event.target.value)}
      />
    </FormField>
  );
}

/** One choice of a step: label, message and a select bound to the wizard's value. */
export function StepSelect({
  step,
  field,
  control,
  ...frame
}: StepFieldProps<SelectExtras> & { control: SelectExtras }) {
  return (
    <FormField {...frameOf(frame)} error={step.errorOf(field)}>
      <Select
        {...control}
        name={field}
        value={step.values[field]}
        onChange={(event) => step.setField(field, event.target.value)}
      />
    </FormField>
  );
}
