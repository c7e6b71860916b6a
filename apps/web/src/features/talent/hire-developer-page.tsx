import { Alert, Avatar, Button, Card, CardContent, CardFooter, toast } from '@talanta/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadFailed, LoadingPanel } from '@/features/profile/load-states';
import { Page } from '@/features/shell/page';
import { errorCodeOf, messageOf } from '@/lib/errors';
import { formatRate } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { developerName } from './format';

const NO_JOB = 'none';

/**
 * Hire this talent (/developer/{id}/hire): the client picks one of their open jobs (or none) and
 * starts a conversation with the developer, then continues in Messages.
 */
export function HireDeveloperPage({ developerId }: { developerId: number }) {
  const developer = trpc.talent.byId.useQuery({ id: developerId });
  const jobs = trpc.job.listOwn.useQuery();
  const start = trpc.messages.startConversation.useMutation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState(NO_JOB);
  const groupId = useId();
  const openJobs = (jobs.data ?? []).filter((job) => job.status === 'open');

  async function onStart() {
    if (!developer.data) return;
    try {
      const { conversationId } = await start.mutateAsync({
        userId: developer.data.userId,
        jobId: choice === NO_JOB ? null : Number(choice),
      });
      await navigate({ href: `/messages?conversation=${conversationId}` });
    } catch (error) {
      toast.error('Error', {
        description: messageOf(error, 'Could not start the conversation. Please try again.'),
      });
    }
  }

  return (
    <Page title="Hire this talent" description="Tell this developer what you would like to work on together.">
      {developer.isPending && <LoadingPanel label="Loading the developer" />}
      {developer.isError &&
        (errorCodeOf(developer.error) === 'NOT_FOUND' ? (
          <Alert tone="danger" title="Developer not found">
            This profile does not exist, or it is not public yet.{' '}
            <Link to="/developers" className="font-semibold text-accent hover:underline">
              Browse developers
            </Link>
          </Alert>
        ) : (
          <LoadFailed title="Error" message="This developer could not be loaded. Please try again." />
        ))}
      {developer.data && (
        <Card className="max-w-2xl">
          <CardContent className="flex flex-col gap-6">
            <div className="flex items-center gap-4">
              <Avatar
                name={developerName(developer.data)}
                imageUrl={developer.data.user.profileImageUrl}
                size="lg"
              />
              <div className="flex flex-col">
                <Link
                  to="/developers/$id"
                  params={{ id: String(developer.data.id) }}
                  className="text-lg font-semibold text-ink hover:text-accent"
                >
                  {developerName(developer.data)}
                </Link>
                <span className="text-sm text-ink-muted">
                  {[developer.data.title, formatRate(developer.data.hourlyRate)].filter(Boolean).join(' · ')}
                </span>
              </div>
            </div>
            <fieldset className="flex flex-col gap-3" aria-describedby={`${groupId}-hint`}>
              <legend className="mb-1 font-semibold text-ink">Which project is this about?</legend>
              <p id={`${groupId}-hint`} className="text-sm text-ink-muted">
                The conversation is linked to the job you pick, so you both see what it is about.
              </p>
              {jobs.isPending && <LoadingPanel label="Loading your jobs" />}
              {jobs.isError && (
                <Alert tone="danger" title="Your jobs could not be loaded">
                  You can still start a conversation without a job.
                </Alert>
              )}
              {[
                { id: NO_JOB, title: 'No specific job yet' },
                ...openJobs.map((job) => ({ id: String(job.id), title: job.title })),
              ].map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-line-strong bg-surface-raised p-3.5 has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
                >
                  <input
                    type="radio"
                    name="job"
                    value={option.id}
                    checked={choice === option.id}
                    onChange={() => setChoice(option.id)}
                    className="size-4 accent-[var(--color-accent)]"
                  />
                  <span className="text-sm text-ink">{option.title}</span>
                </label>
              ))}
              {jobs.isSuccess && openJobs.length === 0 && (
                <p className="text-sm text-ink-muted">
                  You have no open jobs.{' '}
                  <Link to="/post-job" className="font-semibold text-accent hover:underline">
                    Post a job
                  </Link>{' '}
                  to describe your project in full.
                </p>
              )}
            </fieldset>
          </CardContent>
          <CardFooter className="justify-end">
            <Button asChild variant="ghost">
              <Link to="/developers/$id" params={{ id: String(developer.data.id) }}>
                Cancel
              </Link>
            </Button>
            <Button onClick={onStart} loading={start.isPending}>
              <MessagesSquare aria-hidden="true" className="size-4" />
              Start conversation
            </Button>
          </CardFooter>
        </Card>
      )}
    </Page>
  );
}
