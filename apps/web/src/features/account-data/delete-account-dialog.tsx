import { ACCOUNT_DATA_MESSAGES } from '@talanta/schema';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  toast,
} from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * Deleting the account: a dialog asks for the password; on success every cached answer goes, the
 * browser is signed out (the server cleared the cookie) and lands on / with a toast.
 */
export function DeleteAccountDialog() {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const deleteAccount = useMutation(trpc.account.deleteAccount.mutationOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(ACCOUNT_DATA_MESSAGES.passwordRequired);
      return;
    }
    try {
      const result = await deleteAccount.mutateAsync({ password });
      setOpen(false);
      queryClient.clear();
      await navigate({ to: '/' });
      toast.success('Account deleted', { description: result.message });
    } catch (failure) {
      setError(messageOf(failure, 'Could not delete your account. Please try again.'));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPassword('');
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your profile, applications, notifications, tokens and webhooks are deleted and you are signed out
            everywhere. Invoices stay for the tax record with your name replaced by “Deleted user”. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
          <FormField label="Password" error={error}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogActions
            confirmLabel="Delete my account"
            confirmVariant="danger"
            pending={deleteAccount.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
