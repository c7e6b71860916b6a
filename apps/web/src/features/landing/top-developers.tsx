import { LIMITS } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { trpc } from '@/lib/trpc';
import { LandingSection } from './landing-section';
import { SAMPLE_DEVELOPERS } from './sample-developers';
import { TopDeveloperCard } from './top-developer-card';

/** The landing page asks for 6 and shows 3 (spec 000 §2, §7, §9). */
const SHOWN = 3;

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-64 flex-col gap-4 rounded-xl border border-line bg-surface p-6">
      <div className="flex gap-4">
        <div className="size-14 rounded-full bg-surface-raised motion-safe:animate-pulse" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-2/3 rounded bg-surface-raised motion-safe:animate-pulse" />
          <div className="h-3 w-1/2 rounded bg-surface-raised motion-safe:animate-pulse" />
        </div>
      </div>
      <div className="h-6 w-3/4 rounded bg-surface-raised motion-safe:animate-pulse" />
    </div>
  );
}

/**
 * Section 4: real top developers (approved, verified and most complete first). With none yet, or
 * when they cannot be loaded, three built-in sample profiles stand in, marked as samples.
 */
export function TopDevelopers() {
  const top = trpc.talent.top.useQuery({ limit: LIMITS.topDevelopersDefault });
  const real = top.data?.slice(0, SHOWN) ?? [];
  const useSamples = top.isError || (top.isSuccess && real.length === 0);
  return (
    <LandingSection
      id="top-developers"
      eyebrow="Top developers"
      title="Meet some of our vetted Tech Talent"
      description="Every developer passes technical assessments and interviews before they can be hired."
    >
      <div aria-busy={top.isPending} className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {top.isPending && Array.from({ length: SHOWN }, (_, index) => <CardSkeleton key={index} />)}
        {real.map((developer) => (
          <TopDeveloperCard key={developer.id} developer={developer} />
        ))}
        {useSamples &&
          SAMPLE_DEVELOPERS.map((developer) => (
            <TopDeveloperCard key={developer.id} developer={developer} sample />
          ))}
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
