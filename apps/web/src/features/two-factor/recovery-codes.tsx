import { Alert, Button } from '@talanta/ui';

/** Recovery codes, shown this once after turning on or regenerating. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section aria-label="Your recovery codes" className="flex flex-col gap-3">
      <Alert tone="success" title="Save your recovery codes">
        Each code signs you in once if you lose your phone. Store them somewhere safe: you will not see them
        again.
      </Alert>
      <ul className="grid grid-cols-1 gap-2 rounded-md border border-line-strong bg-surface-raised p-4 font-mono text-sm text-ink sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button variant="secondary" className="self-end" onClick={onDone}>
        I have saved them
      </Button>
    </section>
  );
}
