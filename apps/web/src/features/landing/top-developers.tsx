import { LIMITS } from '@talanta/schema';
import { Badge, Button, LoadingState } from '@talanta/ui';
import { ClientOnly, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { DeveloperCard, HOME_CARD_SKILLS } from '@/features/talent/developer-card';
import { QueryBoundary } from '@/lib/query-boundary';
import { trpc } from '@/lib/trpc';
import { LandingSection } from './landing-section';
import { SAMPLE_DEVELOPERS } from './sample-developers';
import { TopDeveloperFooter } from './top-developer-footer';

/** The landing page asks for 6 and shows 3 (spec 000 §2, §7, §9). */
const SHOWN = 3;

/** The landing page's request for top developers (the route starts it). */
export const TOP_DEVELOPERS_INPUT = { limit: LIMITS.topDevelopersDefault };

/**
 * Section 4: real top developers (approved, verified and most complete first). With none yet, or
 * when they cannot be loaded, three built-in sample profiles stand in, marked as samples. The
 * landing route starts loading them; the rest of the page does not wait.
 */
export function TopDevelopers() {
  const loading = <LoadingState label="Loading top developers" className="md:col-span-3" />;
  return (
    <LandingSection
      id="top-developers"
      eyebrow="Top developers"
      title="Meet some of our vetted Tech Talent"
      description="Every developer passes technical assessments and interviews before they can be hired."
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {/* The prerendered landing page (src/prerender.tsx) is written with this loading state, and
            React hydrates it as written before it asks for the developers. */}
        <ClientOnly fallback={loading}>
          <QueryBoundary pending={loading} failed={() => <SampleDevelopers />}>
            <RealDevelopers />
          </QueryBoundary>
        </ClientOnly>
      </div>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/browse-developers">
            Browse All Tech Talent
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </div>
    </LandingSection>
  );
}

function RealDevelopers() {
  const [top] = trpc.talent.top.useSuspenseQuery(TOP_DEVELOPERS_INPUT);
  const real = top.slice(0, SHOWN);
  if (real.length === 0) return <SampleDevelopers />;
  return real.map((developer) => (
    <DeveloperCard key={developer.id} developer={developer} skillCount={HOME_CARD_SKILLS} linkToProfile>
      <TopDeveloperFooter developer={developer} sample={false} />
    </DeveloperCard>
  ));
}

function SampleDevelopers() {
  return SAMPLE_DEVELOPERS.map((developer) => (
    <DeveloperCard
      key={developer.id}
      developer={developer}
      skillCount={HOME_CARD_SKILLS}
      badge={<Badge className="shrink-0">Sample profile</Badge>}
    >
      <TopDeveloperFooter developer={developer} sample />
    </DeveloperCard>
  ));
}
