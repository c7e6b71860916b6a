import { TALENT_LIMITS } from '@talanta/schema';
import { Badge, Button, EmptyState } from '@talanta/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Crown, UsersRound, Zap } from 'lucide-react';
import { useTopPercent } from '@/features/marketing/public-figures';
import { useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';
import { usePageMeta } from '@/lib/page-meta';
import { useTRPC } from '@/lib/trpc';
import { CARD_SKILLS, DeveloperCard } from './developer-card';
import { DeveloperResults } from './developer-results';
import { ShowcaseCardFooter } from './showcase-card-footer';

const PAGE_SIZE = TALENT_LIMITS.browsePageSize;

/** The API input of one showcase page (the route starts loading it). */
export function showcaseInput(page: number) {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

interface DeveloperShowcaseProps {
  page: number;
  onPage: (page: number) => void;
}

/**
 * The public developer showcase (spec 000 §2), shown to visitors at /browse-developers: approved
 * developers only, with the real count in the headline; hiring starts with an account.
 */
export function DeveloperShowcase({ page, onPage }: DeveloperShowcaseProps) {
  const trpc = useTRPC();
  const t = useT();
  usePageMeta(
    t('Browse Tech Talent'),
    t(
      'Browse vetted software developers from Kenya and India: skills, rates and experience of Tech Talent ready to join your team.',
    ),
  );
  const topPercent = useTopPercent();
  // Paging keeps the current cards on screen (dimmed) until the next page arrives.
  const results = useQuery(
    trpc.talent.list.queryOptions(showcaseInput(page), { placeholderData: keepPreviousData }),
  );
  const total = results.data?.total ?? 0;
  return (
    <div className="mx-auto w-full max-w-content px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 flex flex-col items-center gap-5 text-center">
        <div className="flex flex-wrap justify-center gap-2">
          <Badge variant="accent">
            <Crown aria-hidden="true" className="size-3.5" />
            {topPercent === null ? t('Vetted Talent') : t('Top {percent}% Talent', { percent: topPercent })}
          </Badge>
          <Badge variant="accent">
            <Zap aria-hidden="true" className="size-3.5" />
            {t('Available Now')}
          </Badge>
        </div>
        <h1 className="max-w-3xl text-3xl font-semibold text-ink sm:text-4xl">
          {results.isSuccess ? (
            <Trans
              id="{count, plural, one {<0>#</0> vetted developer ready to join your team} other {<0>#</0> vetted developers ready to join your team}}"
              values={{ count: total }}
              components={{ 0: <span className="text-accent" /> }}
            />
          ) : (
            t('Vetted developers ready to join your team')
          )}
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          {t('Engineers from Kenya and India who passed our technical assessments and interviews.')}
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register" search={{ role: 'client' }}>
              {t('Post Your Project')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/how-it-works">{t('Learn How It Works')}</Link>
          </Button>
        </div>
      </header>

      <DeveloperResults
        results={results}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={onPage}
        empty={
          <EmptyState
            icon={<UsersRound aria-hidden="true" className="size-5" />}
            title={t('No Developers Found')}
            description={t(
              'New developers are being vetted right now. Tell us about your project and we will match you as soon as they are approved.',
            )}
          />
        }
        card={(developer) => (
          <DeveloperCard developer={developer} skillCount={CARD_SKILLS} bioLines={3} linkToProfile>
            <ShowcaseCardFooter developer={developer} />
          </DeveloperCard>
        )}
      />
    </div>
  );
}
