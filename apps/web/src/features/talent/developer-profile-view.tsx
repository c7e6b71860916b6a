import type { TPublicDeveloper, TUser } from '@talanta/schema';
import { Alert, Avatar, Button, Card, CardContent, SkillBadges } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Briefcase, Clock, Download, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import { DeveloperReviews } from '@/features/review/profile-reviews';
import { RatingSummary } from '@/features/review/rating-summary';
import { SaveToShortlistButton } from '@/features/saved/save-to-shortlist-button';
import { formatRate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useTRPC } from '@/lib/trpc';
import { LanguagesCard, WorkHistoryCard } from './developer-background-view';
import { developerLinks, ExternalLink } from './developer-links';
import { developerPageMeta } from './developer-page-meta';
import { type BackToBrowse, ProfileFrame } from './developer-profile-states';
import { availabilityLabel, developerName, formatYears, placeOf } from './format';
import { InviteToApplyDialog } from './invite-to-apply-dialog';
import { VerifiedBadge, VettingChips } from './vetting-badges';
import { VettingProjects } from './vetting-projects';

interface DeveloperProfileViewProps {
  developerId: number;
  back?: BackToBrowse;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-ink-muted">
      {icon}
      {children}
    </li>
  );
}

/**
 * What the viewer may do here: hire (clients; visitors sign up first) or invite to apply (clients),
 * or edit (the developer).
 */
function ProfileActions({ developer, viewer }: { developer: TPublicDeveloper; viewer: TUser | null }) {
  const id = String(developer.id);
  if (viewer?.id === developer.userId) {
    return (
      <Button asChild variant="secondary">
        <Link to="/developer/profile">Edit your profile</Link>
      </Button>
    );
  }
  if (!developer.isApproved || (viewer && viewer.role !== 'client')) return null;
  return (
    <div className="flex flex-wrap gap-3 md:justify-end">
      {viewer && <InviteToApplyDialog developerId={developer.id} name={developerName(developer)} />}
      <SaveToShortlistButton developerId={developer.id} name={developerName(developer)} size="md" />
      <Button asChild>
        <Link to="/developer/$id/hire" params={{ id }}>
          Hire this talent
        </Link>
      </Button>
    </div>
  );
}

/**
 * The résumé's download for signed-in clients and admins when the developer shows it to clients
 * (`hasResume`); visitors would only meet the API's 404, so they see nothing (ADR 0030).
 */
function ResumeCard({ developer, viewer }: { developer: TPublicDeveloper; viewer: TUser | null }) {
  if (!developer.hasResume || (viewer?.role !== 'client' && viewer?.role !== 'admin')) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">Résumé</h2>
        <a
          href={`/api/developers/${developer.id}/resume`}
          download
          className="inline-flex items-center gap-2 self-start text-sm font-medium text-accent underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Download résumé
        </a>
      </CardContent>
    </Card>
  );
}

function Profile({
  developer,
  back,
}: {
  developer: TPublicDeveloper;
  back: DeveloperProfileViewProps['back'];
}) {
  const viewer = useSessionUser();
  const name = developerName(developer);
  const meta = developerPageMeta(developer);
  usePageMeta(meta.title, meta.description);
  const rate = formatRate(developer.hourlyRate);
  const years = formatYears(developer.yearsOfExperience);
  const availability = availabilityLabel(developer);
  const place = placeOf(developer);
  const isOwner = viewer?.id === developer.userId;
  const links = developerLinks(developer);

  return (
    <div className="flex flex-col gap-6">
      {back && (
        <Link
          to={back.to}
          className="flex items-center gap-1.5 self-start text-sm text-ink-muted hover:text-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      {!developer.isApproved &&
        (isOwner ? (
          <Alert tone="info" title="Your profile is under review">
            Only you can see this page until an admin approves your profile, within 3-5 business days. Then
            businesses can find you in search and on the home page.
          </Alert>
        ) : (
          <Alert tone="info" title="Awaiting approval">
            This profile is not public yet: it is under review.
          </Alert>
        ))}
      <Card>
        <CardContent className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <Avatar name={name} imageUrl={developer.user.profileImageUrl} size="2xl" />
            <div className="flex min-w-0 flex-col gap-2">
              <h1 className="flex flex-wrap items-center gap-2 text-2xl [overflow-wrap:anywhere] font-semibold text-ink sm:text-3xl">
                {name}
              </h1>
              {developer.isVerified && <VerifiedBadge />}
              {developer.title && <p className="text-lg text-ink-muted">{developer.title}</p>}
              <ul className="flex flex-wrap gap-x-5 gap-y-1.5">
                {place && <Fact icon={<MapPin aria-hidden="true" className="size-4" />}>{place}</Fact>}
                {years && <Fact icon={<Briefcase aria-hidden="true" className="size-4" />}>{years}</Fact>}
                {availability && (
                  <Fact icon={<Clock aria-hidden="true" className="size-4" />}>{availability}</Fact>
                )}
              </ul>
              <RatingSummary rating={developer.rating} completedContracts={developer.completedContracts} />
              <VettingChips vetting={developer.vetting} />
            </div>
          </div>
          <div className="flex flex-col gap-3 md:items-end">
            {rate && (
              <p className="text-2xl font-semibold text-ink">
                {rate.replace('/hr', '')}
                <span className="text-base font-normal text-ink-muted"> / hour</span>
              </p>
            )}
            <ProfileActions developer={developer} viewer={viewer} />
          </div>
        </CardContent>
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-ink">About</h2>
              <p className="whitespace-pre-line text-ink-muted">{developer.bio ?? 'No bio yet.'}</p>
            </CardContent>
          </Card>
          <WorkHistoryCard workHistory={developer.workHistory} />
          <VettingProjects projects={developer.projects} />
        </div>
        {developer.isApproved && <DeveloperReviews developerId={developer.id} />}
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-ink">Skills</h2>
              {developer.skills.length > 0 ? (
                <SkillBadges skills={developer.skills} />
              ) : (
                <p className="text-sm text-ink-muted">No skills listed yet.</p>
              )}
            </CardContent>
          </Card>
          <LanguagesCard languages={developer.languages} />
          <ResumeCard developer={developer} viewer={viewer} />
          {links.length > 0 && (
            <Card>
              <CardContent className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold text-ink">Links</h2>
                <div className="flex flex-wrap gap-2">
                  {links.map((link) => (
                    <ExternalLink key={link.label} link={link} />
                  ))}
                </div>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}

/** A developer's public profile (/developer/{id} and /developers/{id}); the route loads it. */
export function DeveloperProfileView({ developerId, back }: DeveloperProfileViewProps) {
  const trpc = useTRPC();
  const { data: developer } = useSuspenseQuery(trpc.talent.byId.queryOptions({ id: developerId }));
  return (
    <ProfileFrame>
      <Profile developer={developer} back={back} />
    </ProfileFrame>
  );
}
