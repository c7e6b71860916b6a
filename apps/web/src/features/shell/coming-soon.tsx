import { EmptyState } from '@talanta/ui';
import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from './page';

interface ComingSoonPageProps {
  title: string;
  /** One line on what the screen will do. */
  description: string;
  children?: ReactNode;
}

/** A screen whose feature is not built yet: its real heading and an honest note, nothing fake. */
export function ComingSoonPage({ title, description, children }: ComingSoonPageProps) {
  return (
    <Page title={title} description={description}>
      <EmptyState
        icon={<Hammer aria-hidden="true" className="size-5" />}
        title="Coming soon"
        description="We're still building this screen. It will appear here in an upcoming release."
        action={children}
      />
    </Page>
  );
}
