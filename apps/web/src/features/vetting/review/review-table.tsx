import type { TVettingSubmission } from '@talanta/schema';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@talanta/ui';
import { CircleCheck, CircleX, EllipsisVertical, RotateCcw } from 'lucide-react';
import { personName } from '@/lib/format';

import { ReviewStatusIcon } from './review-status-icon';

interface ReviewTableProps {
  applications: TVettingSubmission[];
  /** The row number of the first row (pages continue the numbering). */
  firstNumber: number;
  isBusy: (id: number) => boolean;
  resetting: boolean;
  onOpen: (application: TVettingSubmission) => void;
  onDecide: (application: TVettingSubmission, to: 'approved' | 'rejected') => void;
  onReset: () => void;
}

/** Table View: No, Full Name, Email, Telephone (dash if missing), Action (row menu). */
export function ReviewTable({
  applications,
  firstNumber,
  isBusy,
  resetting,
  onOpen,
  onDecide,
  onReset,
}: ReviewTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-card">
      <table className="w-full min-w-[40rem] text-left text-sm whitespace-nowrap">
        <thead className="border-b border-line text-xs tracking-wide text-ink-subtle uppercase">
          <tr>
            <th scope="col" className="w-14 px-4 py-3 font-medium">
              No
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Full Name
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Telephone
            </th>
            <th scope="col" className="w-20 px-4 py-3 text-right font-medium">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application, index) => {
            const name = personName(application);
            const busy = isBusy(application.id);
            return (
              <tr
                key={application.id}
                className="border-b border-line last:border-b-0 hover:bg-surface-hover/50"
              >
                <td className="px-4 py-3 text-ink-muted">{firstNumber + index}</td>
                <td className="px-4 py-3">
                  <span className="flex items-center gap-2">
                    <ReviewStatusIcon status={application.status} className="[&_svg]:size-4" />
                    <button
                      type="button"
                      onClick={() => onOpen(application)}
                      className="text-left font-medium text-ink underline-offset-4 hover:underline"
                    >
                      {name}
                    </button>
                  </span>
                  {application.status === 'rejected' && application.rejection?.reasonLabel && (
                    <span className="mt-0.5 block pl-6 text-xs text-ink-subtle">
                      Reason: {application.rejection.reasonLabel}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-ink-muted">{application.email}</td>
                <td className="px-4 py-3 text-ink-muted">{application.phoneNumber ?? '-'}</td>
                <td className="px-4 py-2 text-right">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`} disabled={busy}>
                        <EllipsisVertical aria-hidden="true" className="size-4" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent>
                      {application.status === 'pending' && (
                        <DropdownMenuItem onSelect={() => onDecide(application, 'approved')}>
                          <CircleCheck aria-hidden="true" />
                          Approve
                        </DropdownMenuItem>
                      )}
                      {application.status !== 'rejected' && (
                        <DropdownMenuItem onSelect={() => onDecide(application, 'rejected')}>
                          <CircleX aria-hidden="true" />
                          Reject
                        </DropdownMenuItem>
                      )}
                      {application.status === 'rejected' && (
                        <DropdownMenuItem disabled={resetting} onSelect={onReset}>
                          <RotateCcw aria-hidden="true" />
                          <span className="flex flex-col">
                            Move to Pending
                            <span className="text-xs text-ink-subtle">Moves every rejected application</span>
                          </span>
                        </DropdownMenuItem>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
