import { LIMITS } from '@talanta/schema';
import { Badge, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { DeveloperCard, DeveloperCardSkeleton, HOME_CARD_SKILLS } from '@/features/talent/developer-card';
import { trpc } from '@/lib/trpc';
import { LandingSection } from './landing-section';
import { SAMPLE_DEVELOPERS } from './sample-developers';
import { TopDeveloperFooter } from './top-developer-footer';

/** The landing page asks for 6 and shows 3 (spec 000 §2, §7, §9). */
const SHOWN = 3;

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
        {top.isPending && Array.from({ length: SHOWN }, (_, index) => <DeveloperCardSkeleton key={index} />)}
        {real.map((developer) => (
          <DeveloperCard key={developer.id} developer={developer} skillCount={HOME_CARD_SKILLS} linkToProfile>
            <TopDeveloperFooter developer={developer} sample={false} />
          </DeveloperCard>
        ))}
        {useSamples &&
          SAMPLE_DEVELOPERS.map((developer) => (
            <DeveloperCard
              key={developer.id}
              developer={developer}
              skillCount={HOME_CARD_SKILLS}
              badge={<Badge className="shrink-0">Sample profile</Badge>}
            >
              <TopDeveloperFooter developer={developer} sample />
            </DeveloperCard>
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
