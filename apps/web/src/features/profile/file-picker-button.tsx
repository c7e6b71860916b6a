import { Button } from '@talanta/ui';
import { type ChangeEvent, type ReactNode, useRef } from 'react';

interface FilePickerButtonProps {
  /** The button's icon and words. */
  children: ReactNode;
  busy: boolean;
  /** The id of the hint that says which files fit. */
  hintId: string;
  accept: string;
  /** The hidden file input's name (tests and assistive tools reach it by this). */
  inputLabel: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A real button that opens the file picker, so the keyboard reaches it; the file input itself stays
 * out of the tab order (the photo and the résumé).
 */
export function FilePickerButton({
  children,
  busy,
  hintId,
  accept,
  inputLabel,
  onFile,
}: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={() => inputRef.current?.click()}
        aria-describedby={hintId}
      >
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        onChange={onFile}
        tabIndex={-1}
        aria-label={inputLabel}
        className="sr-only"
      />
    </>
  );
}
