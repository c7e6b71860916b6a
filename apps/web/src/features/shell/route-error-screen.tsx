import { Button } from '@talanta/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useDocumentTitle } from '@/lib/document-title';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';

/** A screen that failed to load: the reason and a way to try again. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const t = useT();
  useDocumentTitle(t('Something went wrong'));
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold text-ink">{t('Something went wrong')}</h1>
      <p role="alert" className="text-ink-muted">
        {t.text(messageOf(error, t('This screen could not be loaded. Check your connection and try again.')))}
      </p>
      <Button onClick={retry}>{t('Try again')}</Button>
    </div>
  );
}
