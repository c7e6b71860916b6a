import { Button } from '@talanta/ui';

interface DecisionButtonsProps {
  busy: boolean;
  /** Names the buttons ("Approve Amani Otieno") where several cards show them side by side. */
  name?: string;
  canReject?: boolean;
  canApprove?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  buttonClassName?: string;
  onDecide: (to: 'approved' | 'rejected') => void;
}

/** Reject and Approve for an application, both reading "Processing..." while a decision runs. */
export function DecisionButtons({
  busy,
  name,
  canReject = true,
  canApprove = true,
  size,
  className,
  buttonClassName,
  onDecide,
}: DecisionButtonsProps) {
  const label = (verb: string) => (busy || !name ? undefined : `${verb} ${name}`);
  return (
    <div className={className}>
      <Button
        variant="danger"
        size={size}
        className={buttonClassName}
        disabled={busy || !canReject}
        aria-label={label('Reject')}
        onClick={() => onDecide('rejected')}
      >
        {busy ? 'Processing...' : 'Reject'}
      </Button>
      <Button
        size={size}
        className={buttonClassName}
        disabled={busy || !canApprove}
        aria-label={label('Approve')}
        onClick={() => onDecide('approved')}
      >
        {busy ? 'Processing...' : 'Approve'}
      </Button>
    </div>
  );
}
