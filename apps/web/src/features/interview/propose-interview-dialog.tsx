import { INTERVIEW_LIMITS, type TJobApplication } from '@talanta/schema';
import { Button, FormField, Input, Textarea } from '@talanta/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';
import { InterviewActionDialog } from './interview-action-dialog';
import { isBeingArranged } from './interview-sections';
import { type SlotDraft, slotsFromDrafts, suggestedSlot } from './slot-drafts';
import { SlotEditor } from './slot-editor';
import { useInterviewRefresh } from './use-interview-refresh';

/** Decided applications and withdrawn ones take no interview. */
const CLOSED_STATUSES = new Set(['accepted', 'rejected', 'withdrawn']);

/** What a proposal sends: the times (ISO with offsets), an optional link and note. */
export interface InterviewProposal {
  slots: { startsAt: string; durationMinutes: number }[];
  meetingUrl: string;
  note: string;
}

/**
 * The "Propose interview" button and its dialog: 1-3 slots typed in the proposer's zone, a meeting
 * link and a note. `propose` sends them: a job application's interview, or a vetting one (issue 38).
 */
export function ProposeInterviewForm({
  name,
  propose,
  pending,
}: {
  name: string;
  propose: (proposal: InterviewProposal) => Promise<unknown>;
  pending: boolean;
}) {
  // Slots are typed in the proposer's stored zone, the one the emails and /interviews use.
  const zone = useSignedInUser().timeZone;
  const fresh = () => [suggestedSlot(zone, 0)];
  const [drafts, setDrafts] = useState<SlotDraft[]>(fresh);
  const [meetingUrl, setMeetingUrl] = useState('');
  const [note, setNote] = useState('');
  return (
    <InterviewActionDialog
      trigger={
        <>
          <CalendarClock aria-hidden="true" className="size-4" />
          Propose interview
        </>
      }
      triggerLabel={`Propose interview to ${name}`}
      title={`Propose an interview with ${name}`}
      description="Offer one to three times; the developer chooses one and both of you get a calendar invitation."
      confirmLabel="Propose interview"
      done="Interview proposed"
      pending={pending}
      onOpenChange={() => {
        setDrafts(fresh());
        setMeetingUrl('');
        setNote('');
      }}
      onConfirm={async () => {
        const checked = slotsFromDrafts(drafts, zone);
        if ('error' in checked) return checked.error;
        await propose({ slots: checked.slots, meetingUrl, note });
      }}
    >
      <SlotEditor value={drafts} onChange={setDrafts} timeZone={zone} />
      <FormField label="Meeting link" optional hint="An https link, e.g. your video call room.">
        <Input
          type="url"
          inputMode="url"
          value={meetingUrl}
          onChange={(event) => setMeetingUrl(event.target.value)}
        />
      </FormField>
      <FormField label="Note to the developer" optional>
        <Textarea
          rows={3}
          maxLength={INTERVIEW_LIMITS.noteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </InterviewActionDialog>
  );
}

/** The link to /interviews that replaces the button while an interview is being arranged. */
export function SeeInterviewLink({ name }: { name: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link
        to="/interviews"
        // Starts with what the link shows (WCAG 2.5.3, label in name), then with whom.
        aria-label={`See interview with ${name}`}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        See interview
      </Link>
    </Button>
  );
}

function ProposeForApplication({ application, name }: { application: TJobApplication; name: string }) {
  const trpc = useTRPC();
  const refresh = useInterviewRefresh();
  const propose = useMutation(trpc.interview.propose.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <ProposeInterviewForm
      name={name}
      pending={propose.isPending}
      propose={(proposal) => propose.mutateAsync({ id: application.id, ...proposal })}
    />
  );
}

/**
 * The client's "Propose interview" on an applicant row (issue 12). Once an interview for the
 * application is being arranged it links to /interviews, where it is answered and rescheduled.
 */
export function ProposeInterviewDialog({ application }: { application: TJobApplication }) {
  const trpc = useTRPC();
  // Not suspended: the row shows at once and the button settles when the list arrives.
  const interviews = useQuery(trpc.interview.list.queryOptions());
  const now = new Date(useNow());
  if (CLOSED_STATUSES.has(application.status)) return null;
  const name = `${application.developer.firstName} ${application.developer.lastName}`;
  const arranging = interviews.data?.some(
    (interview) => interview.applicationId === application.id && isBeingArranged(interview, now),
  );
  if (arranging) return <SeeInterviewLink name={name} />;
  return <ProposeForApplication application={application} name={name} />;
}
