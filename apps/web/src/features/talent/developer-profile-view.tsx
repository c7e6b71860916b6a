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
import { type Translate, useT } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useTRPC } from '@/lib/trpc';
import { LanguagesCard, WorkHistoryCard } from './developer-background-view';
import { developerLinks, ExternalLink } from './developer-links';
import { developerPageMeta } from './developer-page-meta';
import { DeveloperPlace, hasPlace } from './developer-place';
import { type BackToBrowse, ProfileFrame } from './developer-profile-states';
import { availabilityLabel, developerName, dollarsIn, formatYears } from './format';
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
  const t = useT();
  const id = String(developer.id);
  if (viewer?.id === developer.userId) {
    return (
      <Button asChild variant="secondary">
        <Link to="/developer/profile">{t('Edit your profile')}</Link>
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
          {t('Hire this talent')}
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
  const t = useT();
  if (!developer.hasResume || (viewer?.role !== 'client' && viewer?.role !== 'admin')) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('Résumé')}</h2>
        <a
          href={`/api/developers/${developer.id}/resume`}
          download
          className="inline-flex items-center gap-2 self-start text-sm font-medium text-accent underline"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('Download résumé')}
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
  const t = useT();
  const viewer = useSessionUser();
  const name = developerName(developer);
  const meta = developerPageMeta(developer, t);
  usePageMeta(meta.title, meta.description);
  const years = formatYears(developer.yearsOfExperience, t);
  const availability = availabilityLabel(developer, t);
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
          {t.text(back.label)}
        </Link>
      )}
      {!developer.isApproved &&
        (isOwner ? (
          <Alert tone="info" title={t('Your profile is under review')}>
            {t(
              'Only you can see this page until an admin approves your profile, within 3-5 business days. Then businesses can find you in search and on the home page.',
            )}
          </Alert>
        ) : (
          <Alert tone="info" title={t('Awaiting approval')}>
            {t('This profile is not public yet: it is under review.')}
          </Alert>
        ))}
      <Card>
        <CardContent className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <Avatar name={name} imageUrl={developer.user.profileImageUrl} size="2xl" />
            <div className="flex min-w-0 flex-col gap-2">
              {/* A person's own words (name, title, bio) are never machine-translated, nor by the reader's browser. */}
              <h1
                translate="no"
                className="flex flex-wrap items-center gap-2 text-2xl [overflow-wrap:anywhere] font-semibold text-ink sm:text-3xl"
              >
                {name}
              </h1>
              {developer.isVerified && <VerifiedBadge />}
              {developer.title && (
                <p translate="no" className="text-lg text-ink-muted">
                  {developer.title}
                </p>
              )}
              <ul className="flex flex-wrap gap-x-5 gap-y-1.5">
                {hasPlace(developer) && (
                  <Fact icon={<MapPin aria-hidden="true" className="size-4" />}>
                    <DeveloperPlace developer={developer} />
                  </Fact>
                )}
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
            {developer.hourlyRate !== null && <HourlyRate rate={developer.hourlyRate} t={t} />}
            <ProfileActions developer={developer} viewer={viewer} />
          </div>
        </CardContent>
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-ink">{t('About')}</h2>
              {developer.bio ? (
                <p translate="no" className="whitespace-pre-line text-ink-muted">
                  {developer.bio}
                </p>
              ) : (
                <p className="text-ink-muted">{t('No bio yet.')}</p>
              )}
            </CardContent>
          </Card>
          <WorkHistoryCard workHistory={developer.workHistory} />
          <VettingProjects projects={developer.projects} />
        </div>
        {developer.isApproved && <DeveloperReviews developerId={developer.id} />}
        <div className="flex flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold text-ink">{t('Skills')}</h2>
              {developer.skills.length > 0 ? (
                <SkillBadges skills={developer.skills} />
              ) : (
                <p className="text-sm text-ink-muted">{t('No skills listed yet.')}</p>
              )}
            </CardContent>
          </Card>
          <LanguagesCard languages={developer.languages} />
          <ResumeCard developer={developer} viewer={viewer} />
          {links.length > 0 && (
            <Card>
              <CardContent className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold text-ink">{t('Links')}</h2>
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

/** "$45 / hour": the amount and the unit in the page's language. */
function HourlyRate({ rate, t }: { rate: number; t: Translate }) {
  return (
    <p className="text-2xl font-semibold text-ink">
      {dollarsIn(rate, t)} <span className="text-base font-normal text-ink-muted">{t('/ hour')}</span>
    </p>
  );
}

/**
 * A developer's public profile (/developer/{id} and /developers/{id}); the route loads it, and the
 * namespaces it draws with (`talentNamespaces`).
 */
export function DeveloperProfileView({ developerId, back }: DeveloperProfileViewProps) {
  const trpc = useTRPC();
  const { data: developer } = useSuspenseQuery(trpc.talent.byId.queryOptions({ id: developerId }));
  return (
    <ProfileFrame>
      <Profile developer={developer} back={back} />
    </ProfileFrame>
  );
}
