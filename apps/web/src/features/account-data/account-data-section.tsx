import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@talanta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { DeleteAccountDialog } from './delete-account-dialog';
import { downloadExport } from './download-export';

/** Account Settings, "Your data": download everything Talanta holds, or delete the account. */
export function AccountDataSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  async function onExport() {
    setExporting(true);
    try {
      downloadExport(
        await queryClient.fetchQuery(trpc.account.exportData.queryOptions(undefined, { staleTime: 0 })),
      );
      toast.success('Export ready', { description: 'Your data was downloaded as a JSON file.' });
    } catch (error) {
      toast.error('Export failed', {
        description: messageOf(error, 'Could not export your data. Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download a copy of everything Talanta holds about you, or delete your account. See the{' '}
          <Link to="/privacy" className="rounded-sm text-accent underline underline-offset-2">
            Privacy Policy
          </Link>{' '}
          for what we keep and why.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" loading={exporting} onClick={() => void onExport()}>
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </Button>
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}
