import { type TWebhookEventType, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@talanta/schema';
import { FormField, Input, Textarea } from '@talanta/ui';

export interface EndpointDraft {
  url: string;
  description: string;
  events: TWebhookEventType[];
}

export const EMPTY_DRAFT: EndpointDraft = { url: '', description: '', events: [] };

/** The URL, description and event checkboxes of the create and edit dialogs. */
export function EndpointFields({
  draft,
  onChange,
}: {
  draft: EndpointDraft;
  onChange: (draft: EndpointDraft) => void;
}) {
  const toggle = (event: TWebhookEventType, checked: boolean) =>
    onChange({
      ...draft,
      events: checked ? [...draft.events, event] : draft.events.filter((other) => other !== event),
    });
  return (
    <>
      <FormField label="Endpoint URL" hint="An https:// address on the public internet">
        <Input
          type="url"
          required
          inputMode="url"
          placeholder="https://example.com/talanta-webhooks"
          value={draft.url}
          onChange={(event) => onChange({ ...draft, url: event.target.value })}
        />
      </FormField>
      <FormField label="Description" optional>
        <Textarea
          rows={2}
          maxLength={WEBHOOK_LIMITS.descriptionMax}
          value={draft.description}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Events</legend>
        <div className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto pr-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={draft.events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
              <code className="font-mono text-xs">{event}</code>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
