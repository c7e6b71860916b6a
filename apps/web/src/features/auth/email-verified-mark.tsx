import { MailCheck, MailQuestion } from 'lucide-react';

/** For reviewing admins: whether the account's email address was proven by an emailed link. */
export function EmailVerifiedMark({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-accent">
      <MailCheck aria-hidden="true" className="size-3.5" />
      Verified email
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs text-ink-subtle">
      <MailQuestion aria-hidden="true" className="size-3.5" />
      Email not verified
    </span>
  );
}
