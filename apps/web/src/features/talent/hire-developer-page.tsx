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
import { formatRate } from '@/lib/format';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { developerName } from './format';

const NO_JOB = 'none';

/**
 * Hire this talent (/developer/{id}/hire): the client makes an offer to the developer, for one of
 * their open jobs or none; talking first in Messages stays open as the secondary way.
 */
export const HIRE_PAGE = {
  title: 'Hire this talent',
  description: 'Offer this developer your terms. If they accept, a contract starts.',
};

const jobIdOf = (choice: string) => (choice === NO_JOB ? null : Number(choice));

/** The route loads the developer; the client's jobs load beside it into their own section. */
export function HireDeveloperPage({ developerId }: { developerId: number }) {
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
      toast.error('Error', {
        description: messageOf(error, 'Could not start the conversation. Please try again.'),
      });
    }
  }

  async function onOffer(event: FormEvent) {
    event.preventDefault();
    const jobId = jobIdOf(choice);
    const sent = await offer.send({ developerId: developer.id, ...(jobId === null ? {} : { jobId }) });
    if (!sent) return;
    toast.success('Offer sent');
    await navigate({ to: '/offers' });
  }

  return (
    <Page {...HIRE_PAGE}>
      <Card className="max-w-2xl">
        <form onSubmit={(event) => void onOffer(event)} noValidate aria-label="Make an offer">
          <CardContent className="flex flex-col gap-6">
            <div className="flex items-center gap-4">
              <Avatar name={developerName(developer)} imageUrl={developer.user.profileImageUrl} size="lg" />
              <div className="flex flex-col">
                <Link
                  to="/developers/$id"
                  params={{ id: String(developer.id) }}
                  className="text-lg font-semibold text-ink hover:text-accent"
                >
                  {developerName(developer)}
                </Link>
                <span className="text-sm text-ink-muted">
                  {[developer.title, formatRate(developer.hourlyRate)].filter(Boolean).join(' · ')}
                </span>
              </div>
            </div>
            <fieldset className="flex flex-col gap-3" aria-describedby={`${groupId}-hint`}>
              <legend className="mb-1 font-semibold text-ink">Which project is this about?</legend>
              <p id={`${groupId}-hint`} className="text-sm text-ink-muted">
                The offer (or the conversation) is linked to the job you pick, so you both see what it is
                about.
              </p>
              <JobOption id={NO_JOB} title="No specific job yet" choice={choice} onChoose={setChoice} />
              <QueryBoundary
                pending={<LoadingState label="Loading your jobs" />}
                failed={() => (
                  <Alert tone="danger" title="Your jobs could not be loaded">
                    You can still make an offer or start a conversation without a job.
                  </Alert>
                )}
              >
                <OpenJobOptions choice={choice} onChoose={setChoice} />
              </QueryBoundary>
            </fieldset>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 font-semibold text-ink">Your offer</legend>
              <OfferFields form={offer} />
            </fieldset>
          </CardContent>
          <CardFooter className="flex-wrap justify-end">
            <Button asChild variant="ghost">
              <Link to="/developers/$id" params={{ id: String(developer.id) }}>
                Cancel
              </Link>
            </Button>
            <Button type="button" variant="outline" onClick={onStart} loading={start.isPending}>
              <MessagesSquare aria-hidden="true" className="size-4" />
              Start conversation instead
            </Button>
            <Button type="submit" loading={offer.pending}>
              <Handshake aria-hidden="true" className="size-4" />
              Send offer
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
        You have no open jobs.{' '}
        <Link to="/post-job" className="font-semibold text-accent hover:underline">
          Post a job
        </Link>{' '}
        to describe your project in full.
      </p>
    );
  }
  return openJobs.map((job) => (
    <JobOption key={job.id} id={String(job.id)} title={job.title} choice={choice} onChoose={onChoose} />
  ));
}

function JobOption({ id, title, choice, onChoose }: JobChoice & { id: string; title: string }) {
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
      <span className="text-sm text-ink">{title}</span>
    </label>
  );
}

/** The developer is missing (or not public), or failed to load. */
export function HireDeveloperFailed({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <Page {...HIRE_PAGE}>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <Alert tone="danger" title="Developer not found">
          This profile does not exist, or it is not public yet.{' '}
          <Link to="/developers" className="font-semibold text-accent hover:underline">
            Browse developers
          </Link>
        </Alert>
      ) : (
        <ErrorState
          title="Error"
          message="This developer could not be loaded. Please try again."
          onRetry={retry}
        />
      )}
    </Page>
  );
}
