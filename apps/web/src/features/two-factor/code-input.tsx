import { FormField, Input } from '@talanta/ui';

/** A six-digit authenticator code, or a recovery code when `recovery` is set. */
export function CodeInput({
  value,
  onChange,
  recovery = false,
  label,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  recovery?: boolean;
  label?: string;
  error?: string;
}) {
  return (
    <FormField
      label={label ?? (recovery ? 'Recovery code' : 'Authentication code')}
      error={error}
      hint={
        recovery
          ? 'One of the recovery codes you saved, such as abcd-efgh-ijkl-mnop'
          : 'The 6-digit code from your authenticator app'
      }
    >
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 32 : 6}
        spellCheck={false}
        className="font-mono tracking-widest"
      />
    </FormField>
  );
}
