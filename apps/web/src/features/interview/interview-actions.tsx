import { INTERVIEW_LIMITS, interviewTitle, type TInterview } from '@talanta/schema';
import { FormField, RadioCardGroup, Textarea } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { formatInBothZones } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
import { InterviewActionDialog } from './interview-action-dialog';
import { hostWord, otherPartyZone, sectionOf, viewerSide } from './interview-sections';
import { type SlotDraft, slotsFromDrafts, suggestedSlot } from './slot-drafts';
import { SlotEditor } from './slot-editor';
import { useInterviewRefresh } from './use-interview-refresh';

const noteField = (label: string, value: string, onChange: (value: string) => void) => (
  <FormField label={label} optional>
    <Textarea
      rows={3}
      maxLength={INTERVIEW_LIMITS.noteMax}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  </FormField>
);

function AcceptAction({ interview }: { interview: TInterview }) {
  const trpc = useTRPC();
  const [slotId, setSlotId] = useState<string>();
  const refresh = useInterviewRefresh();
  const accept = useMutation(trpc.interview.accept.mutationOptions({ onSuccess: () => void refresh() }));
  const other = otherPartyZone(interview);
  return (
    <InterviewActionDialog
      trigger="Accept"
      triggerVariant="primary"
      triggerLabel={`Accept a time for ${interviewTitle(interview)}`}
      title="Accept a time"
      description={`Choose the time that suits you; the ${hostWord(interview)} is told at once.`}
      confirmLabel="Accept this time"
      done="Interview scheduled"
      pending={accept.isPending}
      onOpenChange={() => setSlotId(undefined)}
      onConfirm={async () => {
        if (!slotId) return 'Choose one of the proposed times.';
        await accept.mutateAsync({ id: interview.id, slotId: Number(slotId) });
      }}
    >
      <RadioCardGroup
        legend="Proposed times"
        name={`slot-${interview.id}`}
        value={slotId}
        onChange={setSlotId}
        className="sm:[&>div]:grid-cols-1"
        // A time that has begun meanwhile can no longer be accepted (the server answers 409).
        options={interview.slots
          .filter((slot) => Date.parse(slot.startsAt) > Date.now())
          .map((slot) => ({
            value: String(slot.id),
            label: formatInBothZones(slot.startsAt, interview.viewerTimeZone, other),
            description: `${slot.durationMinutes} minutes`,
          }))}
      />
    </InterviewActionDialog>
  );
}

function DeclineAction({ interview }: { interview: TInterview }) {
  const trpc = useTRPC();
  const [note, setNote] = useState('');
  const refresh = useInterviewRefresh();
  const decline = useMutation(trpc.interview.decline.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <InterviewActionDialog
      trigger="Ask for other times"
      triggerLabel={`Ask for other times for ${interviewTitle(interview)}`}
      title="Ask for other times"
      description={`None of these times work? The ${hostWord(interview)} is asked to propose new ones.`}
      confirmLabel="Ask for other times"
      done="Other times requested"
      pending={decline.isPending}
      onOpenChange={() => setNote('')}
      onConfirm={async () => {
        await decline.mutateAsync({ id: interview.id, note });
      }}
    >
      {noteField(`Note to the ${hostWord(interview)}, e.g. when you are free`, note, setNote)}
    </InterviewActionDialog>
  );
}

function RescheduleAction({ interview }: { interview: TInterview }) {
  const trpc = useTRPC();
  const zone = interview.viewerTimeZone;
  const [drafts, setDrafts] = useState<SlotDraft[]>(() => [suggestedSlot(zone, 0)]);
  const refresh = useInterviewRefresh();
  const reschedule = useMutation(
    trpc.interview.reschedule.mutationOptions({ onSuccess: () => void refresh() }),
  );
  return (
    <InterviewActionDialog
      trigger="Reschedule"
      triggerLabel={`Reschedule the interview for ${interviewTitle(interview)}`}
      title="Propose new times"
      description="The developer is asked to choose one of the new times; the old ones are withdrawn."
      confirmLabel="Propose new times"
      done="New times proposed"
      pending={reschedule.isPending}
      onOpenChange={() => setDrafts([suggestedSlot(zone, 0)])}
      onConfirm={async () => {
        const checked = slotsFromDrafts(drafts, zone);
        if ('error' in checked) return checked.error;
        await reschedule.mutateAsync({ id: interview.id, slots: checked.slots });
      }}
    >
      <SlotEditor value={drafts} onChange={setDrafts} timeZone={zone} />
    </InterviewActionDialog>
  );
}

function CancelAction({ interview }: { interview: TInterview }) {
  const trpc = useTRPC();
  const [reason, setReason] = useState('');
  const refresh = useInterviewRefresh();
  const cancel = useMutation(trpc.interview.cancel.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <InterviewActionDialog
      trigger="Cancel"
      triggerVariant="danger"
      triggerLabel={`Cancel the interview for ${interviewTitle(interview)}`}
      title="Cancel this interview?"
      description="The other side is told, and the event is removed from calendars. This cannot be undone."
      confirmLabel="Cancel interview"
      confirmVariant="danger"
      done="Interview cancelled"
      pending={cancel.isPending}
      onOpenChange={() => setReason('')}
      onConfirm={async () => {
        await cancel.mutateAsync({ id: interview.id, reason });
      }}
    >
      {noteField('Reason', reason, setReason)}
    </InterviewActionDialog>
  );
}

/** A download of the interview's current .ics (the session cookie proves the participant). */
function CalendarLink({ interview }: { interview: TInterview }) {
  return (
    <a
      href={`/api/interviews/${interview.id}/calendar.ics`}
      download={`interview-${interview.id}.ics`}
      // Starts with what the link shows (WCAG 2.5.3, label in name), then which interview.
      aria-label={`Add to calendar: interview for ${interviewTitle(interview)}`}
      className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm text-accent underline-offset-4 hover:underline"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Add to calendar
    </a>
  );
}

/** What the viewer may do now: the developer answers proposed times, the client reschedules. */
export function InterviewActions({ interview, now }: { interview: TInterview; now: Date }) {
  if (interview.status === 'cancelled') return null;
  const side = viewerSide(interview);
  const past = sectionOf(interview, now) === 'past';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {side === 'developer' && interview.status === 'proposed' && !past && (
        <>
          <AcceptAction interview={interview} />
          <DeclineAction interview={interview} />
        </>
      )}
      {side === 'client' && <RescheduleAction interview={interview} />}
      {!past && <CancelAction interview={interview} />}
      <CalendarLink interview={interview} />
    </div>
  );
}
