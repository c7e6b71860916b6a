import { SAVED_SEARCH_ALERT_LABELS, SAVED_SEARCH_ALERTS, type TSavedSearchAlert } from '@talanta/schema';
import { RadioCardGroup, Select } from '@talanta/ui';

/** What each alert does, under its label from the schema. */
const ALERT_DESCRIPTIONS: Record<TSavedSearchAlert, string> = {
  off: 'Keep the search to open again yourself.',
  instant: 'A notification in Talanta as soon as something new matches.',
  daily: 'One email a day listing the new matches, when there are any.',
};

export const ALERT_OPTIONS = SAVED_SEARCH_ALERTS.map((value) => ({
  value,
  label: SAVED_SEARCH_ALERT_LABELS[value],
  description: ALERT_DESCRIPTIONS[value],
}));

/** The alert of a search being saved: the three choices as radio cards. */
export function AlertChoice({
  value,
  onChange,
}: {
  value: TSavedSearchAlert;
  onChange: (alert: TSavedSearchAlert) => void;
}) {
  return (
    <RadioCardGroup
      legend="Alerts"
      name="saved-search-alert"
      value={value}
      onChange={onChange}
      options={ALERT_OPTIONS}
    />
  );
}

/** A saved search's alert changed in place on Saved Searches (a compact native select). */
export function AlertSelect({
  value,
  label,
  disabled,
  onChange,
}: {
  value: TSavedSearchAlert;
  /** The accessible name, e.g. "Alerts for React jobs". */
  label: string;
  disabled?: boolean;
  onChange: (alert: TSavedSearchAlert) => void;
}) {
  return (
    <Select
      aria-label={label}
      options={ALERT_OPTIONS}
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}
