import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useSessionUser } from '@/features/auth/session-user';
import { useT } from '@/lib/i18n';

interface OpenJobApplyButtonProps {
  jobId: number;
  title: string;
  size?: 'sm' | 'lg';
}

/**
 * Apply on the public job board. Applying happens on the job's own page (/jobs/{id}), which needs
 * an account: a visitor signs in first and lands there after; a developer goes straight there.
 * A client or an admin opens the same page, where there is nothing to apply to.
 */
export function OpenJobApplyButton({ jobId, title, size = 'lg' }: OpenJobApplyButtonProps) {
  const t = useT();
  const user = useSessionUser();
  const jobPath = `/jobs/${jobId}`;
  if (!user) {
    return (
      <Button asChild size={size}>
        <Link to="/login" search={{ redirect: jobPath }} aria-label={t('Apply to {title}', { title })}>
          {t('Apply')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Button>
    );
  }
  const applies = user.role === 'developer';
  return (
    <Button asChild size={size}>
      <Link
        to="/jobs/$id"
        params={{ id: String(jobId) }}
        aria-label={applies ? t('Apply to {title}', { title }) : t('Open job details of {title}', { title })}
      >
        {applies ? t('Apply') : t('Open job details')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Button>
  );
}
