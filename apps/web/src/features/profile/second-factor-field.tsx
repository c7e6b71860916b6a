import { ACCOUNT_SECURITY_MESSAGES, TWO_FACTOR_MESSAGES } from '@talanta/schema';
import { useQuery } from '@tanstack/react-query';
import { CodeInput } from '@/features/two-factor/code-input';
import { useTRPC } from '@/lib/trpc';

/** The server's refusals about the code rather than the password: shown under the code field. */
export const CODE_MESSAGES: ReadonlySet<string> = new Set([
  ACCOUNT_SECURITY_MESSAGES.secondFactorRequired,
  TWO_FACTOR_MESSAGES.invalidCode,
  TWO_FACTOR_MESSAGES.replayedCode,
  TWO_FACTOR_MESSAGES.code,
]);

/**
 * A credential change's second factor (issue 35): an authenticator or recovery code, asked only
 * when the signed-in user has two-factor sign-in on.
 */
export function SecondFactorField(props: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const trpc = useTRPC();
  const enabled = useQuery(trpc.twoFactor.status.queryOptions()).data?.enabled === true;
  if (!enabled) return null;
  return <CodeInput recovery label="Authentication or recovery code" {...props} />;
}
