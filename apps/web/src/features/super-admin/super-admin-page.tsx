import { Card, CardContent, Tabs, TabsContent, TabsList, TabsTrigger } from '@talanta/ui';
import { Page } from '@/features/shell/page';
import { AuditLogTab } from './audit-log-tab';
import { ClientsTab } from './clients-tab';
import { DevelopersTab } from './developers-tab';
import { EmailDeliveryTab } from './email-delivery-tab';
import { JobsTab } from './jobs-tab';
import { PlatformStats } from './platform-stats';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'users', label: 'User Management', Content: UsersTab },
  { value: 'developers', label: 'Developer Management', Content: DevelopersTab },
  { value: 'clients', label: 'Client Management', Content: ClientsTab },
  { value: 'jobs', label: 'Job Management', Content: JobsTab },
  { value: 'audit', label: 'Audit Log', Content: AuditLogTab },
  { value: 'email', label: 'Email Delivery', Content: EmailDeliveryTab },
] as const;

/** /super-admin (spec 001 "Super Admin Dashboard"), with the Audit Log and Email Delivery (failing emails) as further tabs. */
export function SuperAdminPage() {
  return (
    <Page title="Super Admin Dashboard" description="Complete platform administration and management">
      <div className="flex flex-col gap-6">
        <PlatformStats />
        <Tabs defaultValue="users">
          <TabsList aria-label="Administration" className="h-auto flex-wrap">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Content }) => (
            <TabsContent key={value} value={value}>
              <Card>
                <CardContent compact>
                  <Content />
                </CardContent>
              </Card>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </Page>
  );
}
