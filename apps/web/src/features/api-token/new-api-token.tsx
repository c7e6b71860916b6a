import type { TCreatedApiToken } from '@talanta/schema';
import { Alert, DialogActions, FormField, Input, toast } from '@talanta/ui';
import { Copy } from 'lucide-react';

/** The token just made, shown this once with a copy button; closing it forgets the token. */
export function NewApiToken({ created, onDone }: { created: TCreatedApiToken; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      toast.success('Token copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the token and copy it yourself.' });
    }
  };
  return (
    <section aria-label="Your new API token" className="flex flex-col gap-3">
      <Alert tone="success" title={`Token “${created.name}” created`}>
        Copy it now: you will not see it again. Send it as <code>Authorization: Bearer &lt;token&gt;</code>.
      </Alert>
      <FormField label="New API token">
        <Input readOnly value={created.token} mono onFocus={(event) => event.target.select()} />
      </FormField>
      <DialogActions
        cancelLabel="I have copied it"
        onCancel={onDone}
        confirmLabel={
          <>
            <Copy aria-hidden="true" className="size-4" />
            Copy token
          </>
        }
        confirmVariant="secondary"
        onConfirm={() => void copy()}
      />
    </section>
  );
}
