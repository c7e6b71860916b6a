import type { TJobApplication } from '@talanta/schema';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { Handshake } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { personName } from '@/lib/format';
import { OfferFields } from './offer-fields';
import { useOfferForm } from './use-offer-form';

/** Offers follow an application only while it is pending or at interview (the API's rule too). */
const OFFERABLE = new Set(['pending', 'interview']);

/** The client's "Make offer" on an applicant row: the offer names the application, so its job and developer. */
export function MakeOfferDialog({ application }: { application: TJobApplication }) {
  const [open, setOpen] = useState(false);
  const form = useOfferForm();
  if (!OFFERABLE.has(application.status)) return null;
  const name = personName(application.developer);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) form.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.send({ applicationId: application.id }))) return;
    setOpen(false);
    toast.success('Offer sent', {
      description: (
        <Link to="/offers" className="font-semibold text-accent hover:underline">
          See your offers
        </Link>
      ),
    });
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Make offer to ${name}`}>
          <Handshake aria-hidden="true" className="size-4" />
          Make offer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Make an offer to {name}</DialogTitle>
          <DialogDescription>
            If {application.developer.firstName} accepts, a contract starts on these terms.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <OfferFields form={form} />
          <DialogActions confirmLabel="Send offer" pending={form.pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
