import { addSkill, KNOWN_SKILLS } from '@talanta/schema';
import { Button, cn, fieldClasses } from '@talanta/ui';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  /** Set by FormField on its one child: the text box gets the label, the error and the hint. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Skills as chips (spec 000 §2): type one and press Enter or Add; it is trimmed, takes the
 * catalogue's spelling when it is a known skill, and is refused when already there; x removes it.
 * The catalogue is offered as suggestions, and any other skill may be typed.
 */
export function SkillsInput({ value, onChange, onBlur, id, ...aria }: SkillsInputProps) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const suggestionsId = useId();
  const noticeId = useId();

  function add() {
    const result = addSkill(value, text);
    if (!result.ok) {
      // An empty Add does nothing worth saying.
      setNotice(result.reason === 'empty' ? '' : result.message);
      return;
    }
    onChange(result.skills);
    setText('');
    setNotice('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the skill instead of submitting the form.
      event.preventDefault();
      add();
    }
  }

  const describedBy = [aria['aria-describedby'], notice ? noticeId : undefined].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          list={suggestionsId}
          placeholder="Type a skill, then press Enter"
          aria-invalid={aria['aria-invalid']}
          aria-describedby={describedBy || undefined}
          autoComplete="off"
          className={cn(fieldClasses, 'h-11 w-full flex-1 text-sm')}
        />
        <Button type="button" variant="secondary" size="field" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      <datalist id={suggestionsId}>
        {KNOWN_SKILLS.filter((skill) => !value.includes(skill)).map((skill) => (
          <option key={skill} value={skill} />
        ))}
      </datalist>
      <p id={noticeId} aria-live="polite" className="text-sm text-ink-muted empty:hidden">
        {notice}
      </p>
      {value.length > 0 && (
        <ul aria-label="Your skills" className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full border border-accent/30 bg-accent-soft py-1 pr-1 pl-3 text-sm text-ink"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(value.filter((existing) => existing !== skill))}
                aria-label={`Remove ${skill}`}
                className="flex size-6 items-center justify-center rounded-full text-ink-muted hover:bg-accent/20 hover:text-ink"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
