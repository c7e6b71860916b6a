import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useT } from '@/lib/i18n';

/** The fallback for any unknown path (spec: a screen headed "404 Page Not Found"). */
export function NotFoundScreen() {
  const t = useT();
  useDocumentTitle(t('Page Not Found'));
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <p
        aria-hidden="true"
        className="bg-linear-to-b from-accent to-accent/10 bg-clip-text text-8xl font-black tracking-tighter text-transparent"
      >
        404
      </p>
      <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('404 Page Not Found')}</h1>
      <p className="text-ink-muted">{t('The page you are looking for does not exist or has moved.')}</p>
      <Button asChild size="lg">
        <Link to="/">{t('Go to the home page')}</Link>
      </Button>
    </div>
  );
}
