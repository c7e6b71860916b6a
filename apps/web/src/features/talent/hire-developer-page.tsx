import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  CardFooter,
  ErrorState,
  LoadingState,
  toast,
} from '@talanta/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { Handshake, MessagesSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { OfferFields } from '@/features/offer/offer-fields';
import { useOfferForm } from '@/features/offer/use-offer-form';
import { Page } from '@/features/shell/page';
import { useRouteRetry } from '@/features/shell/route-states';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { type Translate, useT } from '@/lib/i18n';
import { Trans } from '@/lib/i18n-react';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { developerName, rateText } from './format';

const NO_JOB = 'none';

/**
 * Hire this talent (/developer/{id}/hire): the client makes an offer to the developer, for one of
 * their open jobs or none; talking first in Messages stays open as the secondary way.
 */
function hirePage(t: Translate) {
  return {
    title: t('Hire this talent'),
    description: t('Offer this developer your terms. If they accept, a contract starts.'),
  };
}

/** The page's frame while the route loads the developer. */
export function HireDeveloperPending() {
  const t = useT();
  return (
    <Page {...hirePage(t)}>
      <LoadingState label={t('Loading the developer')} />
    </Page>
  );
}

const jobIdOf = (choice: string) => (choice === NO_JOB ? null : Number(choice));

/** The route loads the developer; the client's jobs load beside it into their own section. */
export function HireDeveloperPage({ developerId }: { developerId: number }) {
  const t = useT();
  const trpc = useTRPC();
  const { data: developer } = useSuspenseQuery(trpc.talent.byId.queryOptions({ id: developerId }));
  const start = useMutation(trpc.message.startConversation.mutationOptions());
  const offer = useOfferForm();
  const navigate = useNavigate();
  const [choice, setChoice] = useState(NO_JOB);
  const groupId = useId();

  async function onStart() {
    try {
      const { conversationId } = await start.mutateAsync({
        userId: developer.userId,
        jobId: jobIdOf(choice),
      });
      await navigate({ href: `/messages?conversation=${conversationId}` });
    } catch (error) {
      toast.error(t('Error'), {
        description: t.text(messageOf(error, 'Could not start the conversation. Please try again.')),
      });
    }
  }

  async function onOffer(event: FormEvent) {
    event.preventDefault();
    const jobId = jobIdOf(choice);
    const sent = await offer.send({ developerId: developer.id, ...(jobId === null ? {} : { jobId }) });
    if (!sent) return;
    toast.success(t('Offer sent'));
    await navigate({ to: '/offers' });
  }

  return (
    <Page {...hirePage(t)}>
      <Card className="max-w-2xl">
        <form onSubmit={(event) => void onOffer(event)} noValidate aria-label={t('Make an offer')}>
          <CardContent className="flex flex-col gap-6">
            <div className="flex items-center gap-4">
              <Avatar name={developerName(developer)} imageUrl={developer.user.profileImageUrl} size="lg" />
              <div className="flex flex-col">
                <Link
                  to="/developers/$id"
                  params={{ id: String(developer.id) }}
                  translate="no"
                  className="text-lg font-semibold text-ink hover:text-accent"
                >
                  {developerName(developer)}
                </Link>
                <span className="text-sm text-ink-muted">
                  {developer.title && <span translate="no">{developer.title}</span>}
                  {developer.title && developer.hourlyRate !== null && ' · '}
                  {rateText(developer.hourlyRate, t)}
                </span>
              </div>
            </div>
            <fieldset className="flex flex-col gap-3" aria-describedby={`${groupId}-hint`}>
              <legend className="mb-1 font-semibold text-ink">{t('Which project is this about?')}</legend>
              <p id={`${groupId}-hint`} className="text-sm text-ink-muted">
                {t(
                  'The offer (or the conversation) is linked to the job you pick, so you both see what it is about.',
                )}
              </p>
              <JobOption id={NO_JOB} title={t('No specific job yet')} choice={choice} onChoose={setChoice} />
              <QueryBoundary
                pending={<LoadingState label={t('Loading your jobs')} />}
                failed={() => (
                  <Alert tone="danger" title={t('Your jobs could not be loaded')}>
                    {t('You can still make an offer or start a conversation without a job.')}
                  </Alert>
                )}
              >
                <OpenJobOptions choice={choice} onChoose={setChoice} />
              </QueryBoundary>
            </fieldset>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 font-semibold text-ink">{t('Your offer')}</legend>
              <OfferFields form={offer} />
            </fieldset>
          </CardContent>
          <CardFooter className="flex-wrap justify-end">
            <Button asChild variant="ghost">
              <Link to="/developers/$id" params={{ id: String(developer.id) }}>
                {t('Cancel')}
              </Link>
            </Button>
            <Button type="button" variant="outline" onClick={onStart} loading={start.isPending}>
              <MessagesSquare aria-hidden="true" className="size-4" />
              {t('Start conversation instead')}
            </Button>
            <Button type="submit" loading={offer.pending}>
              <Handshake aria-hidden="true" className="size-4" />
              {t('Send offer')}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </Page>
  );
}

interface JobChoice {
  choice: string;
  onChoose: (id: string) => void;
}

/** The client's open jobs as options (or a way to post one). */
function OpenJobOptions({ choice, onChoose }: JobChoice) {
  const trpc = useTRPC();
  const { data: jobs } = useSuspenseQuery(trpc.job.listOwn.queryOptions());
  const openJobs = jobs.filter((job) => job.status === 'open');
  if (openJobs.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        <Trans
          id="You have no open jobs. <0>Post a job</0> to describe your project in full."
          components={{ 0: <Link to="/post-job" className="font-semibold text-accent hover:underline" /> }}
        />
      </p>
    );
  }
  return openJobs.map((job) => (
    <JobOption key={job.id} id={String(job.id)} title={job.title} own choice={choice} onChoose={onChoose} />
  ));
}

/** One choice; `own` marks a job's title, the client's own words. */
function JobOption({
  id,
  title,
  own,
  choice,
  onChoose,
}: JobChoice & { id: string; title: string; own?: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line-strong bg-surface-raised p-3.5 has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent">
      <input
        type="radio"
        name="job"
        value={id}
        checked={choice === id}
        onChange={() => onChoose(id)}
        className="size-4 accent-[var(--color-accent)]"
      />
      <span translate={own ? 'no' : undefined} className="text-sm text-ink">
        {title}
      </span>
    </label>
  );
}

/** The developer is missing (or not public), or failed to load. */
export function HireDeveloperFailed({ error, reset }: ErrorComponentProps) {
  const t = useT();
  const retry = useRouteRetry(reset);
  return (
    <Page {...hirePage(t)}>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <Alert tone="danger" title={t('Developer not found')}>
          {t('This profile does not exist, or it is not public yet.')}{' '}
          <Link to="/developers" className="font-semibold text-accent hover:underline">
            {t('Browse developers')}
          </Link>
        </Alert>
      ) : (
        <ErrorState
          title={t('Error')}
          message={t('This developer could not be loaded. Please try again.')}
          onRetry={retry}
        />
      )}
    </Page>
  );
}
