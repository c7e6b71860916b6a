import { Badge, Button, Skeleton } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { DeveloperCard, HOME_CARD_SKILLS } from '@/features/talent/developer-card';
import { useT } from '@/lib/i18n';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { LandingSection } from './landing-section';
import { SAMPLE_DEVELOPERS, sampleIn } from './sample-developers';
import { TopDeveloperFooter } from './top-developer-footer';
import { TOP_DEVELOPERS_INPUT } from './top-developers-input';

/** The landing page asks for 6 and shows 3 (spec 000 §2, §7, §9). */
const SHOWN = 3;

/**
 * Rows at least as tall as a home card at each width, so the cards that replace the loading cards do
 * not push the rest of the page down: a visitor's press on a link below would land on whatever moved
 * into its place. Measured: real cards 252-283 px and samples 303 px (323 px at 360 px wide) in one
 * column and in xl's three; 327 and 378 px in md's three narrow ones.
 */
const GRID =
  'grid grid-cols-1 gap-4 auto-rows-[minmax(20.5rem,auto)] sm:auto-rows-[minmax(19rem,auto)] md:grid-cols-3 md:auto-rows-[minmax(24rem,auto)] xl:auto-rows-[minmax(19rem,auto)]';

/**
 * Section 4: real top developers (approved, verified and most complete first). With none yet, or
 * when they cannot be loaded, three built-in sample profiles stand in, marked as samples. The
 * landing route starts loading them; the rest of the page does not wait.
 */
export function TopDevelopers() {
  const t = useT();
  const loading = <LoadingDevelopers />;
  return (
    <LandingSection
      id="top-developers"
      eyebrow={t('Top developers')}
      title={t('Meet some of our vetted Tech Talent')}
      description={t('Every developer passes technical assessments and interviews before they can be hired.')}
    >
      <div className={GRID}>
        <QueryBoundary pending={loading} failed={() => <SampleDevelopers />}>
          <RealDevelopers />
        </QueryBoundary>
      </div>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/browse-developers">
            {t('Browse All Tech Talent')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </div>
    </LandingSection>
  );
}

/** Three cards' outlines in the cards' places, and their label for screen readers. */
function LoadingDevelopers() {
  const t = useT();
  return (
    <>
      {/* sr-only is absolutely positioned: it takes no cell of the grid. */}
      <p role="status" className="sr-only">
        {t('Loading top developers')}
      </p>
      {Array.from({ length: SHOWN }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card"
        >
          <div className="flex items-start gap-3">
            <Skeleton round className="size-14 shrink-0" />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3.5 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-4 w-1/2" />
          <div className="flex gap-2">
            <Skeleton round className="h-6 w-16" />
            <Skeleton round className="h-6 w-20" />
            <Skeleton round className="h-6 w-14" />
          </div>
          <div className="mt-auto flex items-center justify-between border-t border-line pt-4">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </>
  );
}

function RealDevelopers() {
  const trpc = useTRPC();
  const { data: top } = useSuspenseQuery(trpc.talent.top.queryOptions(TOP_DEVELOPERS_INPUT));
  const real = top.slice(0, SHOWN);
  if (real.length === 0) return <SampleDevelopers />;
  return real.map((developer) => (
    <DeveloperCard key={developer.id} developer={developer} skillCount={HOME_CARD_SKILLS} linkToProfile>
      <TopDeveloperFooter developer={developer} sample={false} />
    </DeveloperCard>
  ));
}

function SampleDevelopers() {
  const t = useT();
  return SAMPLE_DEVELOPERS.map((developer) => (
    <DeveloperCard
      key={developer.id}
      developer={sampleIn(developer, t)}
      skillCount={HOME_CARD_SKILLS}
      badge={<Badge className="shrink-0">{t('Sample profile')}</Badge>}
    >
      <TopDeveloperFooter developer={developer} sample />
    </DeveloperCard>
  ));
}
