import { INTERVIEW_LIMITS } from '@talanta/schema';
import { Button, FormField, Input, Select } from '@talanta/ui';
import { Plus, Trash2 } from 'lucide-react';
import { placeOf } from '@/lib/time-zone';
import { DURATION_OPTIONS, type SlotDraft, suggestedSlot } from './slot-drafts';

const DURATION_CHOICES = DURATION_OPTIONS.map((minutes) => ({
  value: String(minutes),
  label:
    minutes < 60 || minutes % 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes > 60 ? 's' : ''}`,
}));

/** "Nairobi, Africa/Nairobi", or just "UTC". */
const zoneName = (timeZone: string) =>
  placeOf(timeZone) === timeZone ? timeZone : `${placeOf(timeZone)}, ${timeZone}`;

interface SlotEditorProps {
  value: SlotDraft[];
  onChange: (drafts: SlotDraft[]) => void;
  /** The proposer's zone: every date and time typed here is read in it. */
  timeZone: string;
}

/** 1-3 time slots (date, time, duration) in the proposer's zone; used to propose and to reschedule. */
export function SlotEditor({ value, onChange, timeZone }: SlotEditorProps) {
  const update = (index: number, change: Partial<SlotDraft>) =>
    onChange(value.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-sm font-medium text-ink">
        Time slots, in your time zone ({zoneName(timeZone)})
      </legend>
      <ol className="flex flex-col gap-4">
        {value.map((draft, index) => (
          // Slots have no identity of their own until saved; their place in the list is it.
          <li key={index} className="flex flex-col gap-3 rounded-lg border border-line-strong p-3">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium text-ink">Slot {index + 1}</span>
              {value.length > INTERVIEW_LIMITS.slotsMin && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                  aria-label={`Remove slot ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField label={`Date, slot ${index + 1}`}>
                <Input
                  type="date"
                  value={draft.date}
                  onChange={(event) => update(index, { date: event.target.value })}
                />
              </FormField>
              <FormField label={`Time, slot ${index + 1}`}>
                <Input
                  type="time"
                  value={draft.time}
                  onChange={(event) => update(index, { time: event.target.value })}
                />
              </FormField>
              <FormField label={`Duration, slot ${index + 1}`}>
                <Select
                  options={DURATION_CHOICES}
                  value={String(draft.durationMinutes)}
                  onValueChange={(minutes) => update(index, { durationMinutes: Number(minutes) })}
                />
              </FormField>
            </div>
          </li>
        ))}
      </ol>
      {value.length < INTERVIEW_LIMITS.slotsMax && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange([...value, suggestedSlot(timeZone, value.length)])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add another time
        </Button>
      )}
    </fieldset>
  );
}
