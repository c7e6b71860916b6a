import type { TDeveloperProfile } from '@talanta/schema';
import { Button, Card, CardContent } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { CircleCheck, CircleDashed } from 'lucide-react';

interface ProfileCompletionCardProps {
  profile: Pick<TDeveloperProfile, 'completionPercentage' | 'missing'>;
  /** Show the link to the profile page (on the dashboard; not on the profile page itself). */
  showLink?: boolean;
}

/** The completion the server computed, as a bar, with what is still missing. */
export function ProfileCompletionCard({ profile, showLink = false }: ProfileCompletionCardProps) {
  const percentage = profile.completionPercentage;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="profile-completion-heading" className="font-semibold text-ink">
            Profile completion
          </h2>
          <span className="text-2xl font-semibold text-ink">{percentage}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="profile-completion-heading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          className="h-2 overflow-hidden rounded-full bg-surface-raised"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${percentage}%` }}
          />
        </div>
        {profile.missing.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <CircleCheck aria-hidden="true" className="size-4 text-accent" />
            Your profile is complete.
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-muted">Add these to complete your profile:</p>
            <ul aria-label="Missing from your profile" className="flex flex-col gap-1.5">
              {profile.missing.map((part) => (
                <li key={part.key} className="flex items-center gap-2 text-sm text-ink">
                  <CircleDashed aria-hidden="true" className="size-4 text-ink-subtle" />
                  {part.label}
                </li>
              ))}
            </ul>
          </div>
        )}
        {showLink && profile.missing.length > 0 && (
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link to="/developer/profile">Complete your profile</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
