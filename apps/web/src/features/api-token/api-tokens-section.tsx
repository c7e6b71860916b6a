import type { TCreatedApiToken } from '@talanta/schema';
import { Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { useState } from 'react';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { ApiTokenList } from './api-token-list';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewApiToken } from './new-api-token';

/** Account Settings, API tokens: personal access tokens for scripts (`Authorization: Bearer`). */
export function ApiTokensSection() {
  const [created, setCreated] = useState<TCreatedApiToken | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <p className="text-sm text-ink-muted">
          Tokens let your scripts call the Talanta API as you. Keep them secret; revoke one you no longer use.
          Changing your password revokes them all.
        </p>
        {created ? (
          <NewApiToken created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateApiTokenForm onCreated={setCreated} />
        )}
        <SectionQueryBoundary loading="Loading your API tokens" failed="Your API tokens could not be loaded">
          <ApiTokenList />
        </SectionQueryBoundary>
      </CardContent>
    </Card>
  );
}
