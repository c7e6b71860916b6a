import { OFFER_LIMITS } from '@talanta/schema';
import { Alert, FormField, Input, Textarea } from '@talanta/ui';
import { characterCount } from '@/lib/format';
import { trialPromise } from './offer-terms';
import type { OfferForm } from './use-offer-form';

/**
 * The terms of an offer: rate, weekly limit, start and end dates (days on the viewer's calendar)
 * and a message, each with its rule's message under it; the server's refusal below them.
 */
export function OfferFields({ form }: { form: OfferForm }) {
  const { draft, errors, change } = form;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Hourly rate (USD)"
          error={errors.hourlyRate}
          hint={`From $${OFFER_LIMITS.hourlyRateMin}, dollars and cents.`}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={OFFER_LIMITS.hourlyRateMin}
            step="0.01"
            value={draft.hourlyRate}
            onChange={(event) => change('hourlyRate', event.target.value)}
          />
        </FormField>
        <FormField
          label="Weekly hour limit"
          error={errors.weeklyHourLimit}
          hint={`${OFFER_LIMITS.weeklyHoursMin} to ${OFFER_LIMITS.weeklyHoursMax} hours a week.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={OFFER_LIMITS.weeklyHoursMin}
            max={OFFER_LIMITS.weeklyHoursMax}
            step="1"
            value={draft.weeklyHourLimit}
            onChange={(event) => change('weeklyHourLimit', event.target.value)}
          />
        </FormField>
        <FormField label="Start date" error={errors.startDate} hint="Today or later, in your time zone.">
          <Input
            type="date"
            min={form.today}
            value={draft.startDate}
            onChange={(event) => change('startDate', event.target.value)}
          />
        </FormField>
        <FormField label="End date" optional error={errors.endDate}>
          <Input
            type="date"
            min={draft.startDate || form.today}
            value={draft.endDate}
            onChange={(event) => change('endDate', event.target.value)}
          />
        </FormField>
        <FormField
          label="Trial (days)"
          error={errors.trialDays}
          hint={`0 to ${OFFER_LIMITS.trialDaysMax} days; 0 for none.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={OFFER_LIMITS.trialDaysMax}
            step="1"
            value={draft.trialDays}
            onChange={(event) => change('trialDays', event.target.value)}
          />
        </FormField>
      </div>
      <p className="text-sm text-ink-muted">{trialPromise('client')}</p>
      <FormField
        label="Message to the developer"
        optional
        error={errors.message}
        hint={characterCount(draft.message.length, OFFER_LIMITS.messageMax)}
      >
        <Textarea
          rows={3}
          maxLength={OFFER_LIMITS.messageMax}
          value={draft.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </FormField>
      {form.problem && <Alert tone="danger">{form.problem}</Alert>}
    </div>
  );
}
