import { FormField, Select } from '@talanta/ui';
import { useHydrated } from '@tanstack/react-router';
import { useState } from 'react';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
] as const;

/** The footer's language choice (spec 001 §2): it only shows the choice; the site stays in English. */
export function LanguageSelect() {
  const [language, setLanguage] = useState('en');
  // On a page drawn by the server the select is on screen before React, which would then undo a choice.
  const hydrated = useHydrated();
  return (
    <FormField label="Language" className="w-44">
      <Select
        options={LANGUAGES}
        value={language}
        disabled={!hydrated}
        onValueChange={(next) => setLanguage(next || 'en')}
      />
    </FormField>
  );
}
