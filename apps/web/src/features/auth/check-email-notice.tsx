import { Button } from '@talanta/ui';
import { MailCheck } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';

interface CheckEmailNoticeProps {
  email: string;
  onSendAnother: () => void;
}

/** The forgot-password confirmation: where the link went and a way to send it again. */
export function CheckEmailNotice({ email, onSendAnother }: CheckEmailNoticeProps) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent">
        <MailCheck aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-xl font-semibold text-ink">{t('Check your email')}</h2>
      <p className="text-sm text-ink-muted">
        <Trans
          id="If an account exists for <0>{email}</0>, we've sent it a link to reset your password. The link works once and expires in one hour."
          values={{ email }}
          components={{ 0: <span className="font-medium text-ink" /> }}
        />
      </p>
      <Button variant="secondary" className="w-full" onClick={onSendAnother}>
        {t('Send another email')}
      </Button>
    </div>
  );
}
