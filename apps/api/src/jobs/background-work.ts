import {
  type Database,
  deleteExpiredHttpSessions,
  deleteExpiredIdempotencyKeys,
  deleteExpiredSessions,
  deleteFinishedBackgroundJobsBefore,
  deleteLiveEventsBefore,
  deleteWebhookDeliveriesBefore,
  EMAIL_SEND_JOB,
  type Kysely,
  WEBHOOK_DELIVERY_JOB,
} from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import { SAVED_SEARCH_ALERTS_JOB, SavedSearchAlerts } from '../alerts/saved-search-alerts';
import { handlePasswordResetRequests, PASSWORD_RESET_JOB } from '../auth/password-reset-requests';
import type { AppConfig } from '../env';
import {
  introduceStrongMatches,
  JOB_INTRODUCTION_JOB,
  JOB_INTRODUCTION_SWEEP,
  sweepJobIntroductions,
} from '../introductions/job-introductions';
import { runScheduledInvoicing } from '../invoicing/scheduled-invoicing';
import { EmailDigests } from '../mail/email-digests';
import { sendDueInterviewReminders } from '../mail/interview-reminders';
import { emailBackoffMs, emailSendJob } from '../mail/outbox';
import { UnreadMessageEmails } from '../mail/unread-message-emails';
import { closeExpiredAssessments, VETTING_ASSESSMENT_CLOSE_JOB } from '../routers/vetting/assessment-grade';
import { webhookDeliveryJob, webhookJobOptions } from '../webhooks/dispatcher';
import type { WebhookTransport } from '../webhooks/send';
import type { JobRunner } from './runner';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * Every background job of the API: the deliveries queued with the changes that cause them (emails,
 * webhooks, forgot-password requests, saved-search checks) and the periodic sweeps. Links in what
 * they send go to the configured public origin, as there is no request.
 */
export function registerBackgroundWork(
  runner: JobRunner,
  deps: {
    db: Kysely<Database>;
    log: FastifyBaseLogger;
    config: AppConfig;
    webhookTransport: WebhookTransport;
  },
): void {
  const { db, log, config } = deps;
  const origin = config.publicOrigin;
  const retentionMs = config.jobs.retentionSweepMs;
  const alerts = new SavedSearchAlerts(db, { origin });
  const unreadMessages = new UnreadMessageEmails(db, {
    delayMinutes: config.messageEmailDelayMinutes,
    origin,
  });
  const digests = new EmailDigests(db, { origin });
  const webhooks = { ...config.webhooks, origin, transport: deps.webhookTransport };

  runner
    .register(EMAIL_SEND_JOB, emailSendJob(db, log, config.mail), {
      backoffMs: emailBackoffMs(config.mail.retryBaseMs),
    })
    .register(WEBHOOK_DELIVERY_JOB, webhookDeliveryJob(db, log, webhooks), webhookJobOptions(webhooks))
    // Queued with each posted job; the schedule retries the jobs still inside their window.
    .register(JOB_INTRODUCTION_JOB, async (payload) => {
      const { jobId } = payload as { jobId: number };
      await introduceStrongMatches(db, { jobId, now: new Date(), origin });
    })
    .schedule(JOB_INTRODUCTION_SWEEP, 10 * MINUTE_MS, async () => {
      await sweepJobIntroductions(db, { now: new Date(), origin });
    })
    // Queued with each request; the schedule takes those a stopped process left.
    .schedule(PASSWORD_RESET_JOB, MINUTE_MS, () => handlePasswordResetRequests(db))
    // Queued when a job is posted or a developer approved; the schedule sends the daily digests.
    .schedule(SAVED_SEARCH_ALERTS_JOB, 30_000, () => alerts.run())
    // Queued at each assessment start for its end; the schedule takes those a stopped process left.
    .register(VETTING_ASSESSMENT_CLOSE_JOB, async () => {
      await closeExpiredAssessments(db, { passPercent: config.vettingAssessment.passPercent, origin });
    })
    .schedule(`${VETTING_ASSESSMENT_CLOSE_JOB}.sweep`, 5 * MINUTE_MS, async () => {
      await closeExpiredAssessments(db, { passPercent: config.vettingAssessment.passPercent, origin });
    })
    .schedule('interview-reminders', 30_000, async () => {
      await sendDueInterviewReminders(db, { now: new Date(), origin });
    })
    .schedule('scheduled-invoicing', MINUTE_MS, async () => {
      await runScheduledInvoicing(db, {
        now: new Date(),
        origin,
        ...config.invoicing,
        platform: config.platform,
      });
    })
    .schedule('unread-message-emails', MINUTE_MS, async () => {
      await unreadMessages.sendDue(new Date());
    })
    .schedule('email-digests', 5 * MINUTE_MS, async () => {
      await digests.sendDueDigests(new Date());
    })
    .schedule('retention.webhook-deliveries', retentionMs, async () => {
      await deleteWebhookDeliveriesBefore(db, daysAgo(30));
    })
    .schedule('retention.sessions', retentionMs, async () => {
      await deleteExpiredSessions(db);
    })
    .schedule('retention.http-sessions', retentionMs, async () => {
      await deleteExpiredHttpSessions(db);
    })
    .schedule('retention.idempotency-keys', retentionMs, async () => {
      await deleteExpiredIdempotencyKeys(db);
    })
    .schedule('retention.live-events', retentionMs, async () => {
      await deleteLiveEventsBefore(db, daysAgo(7));
    })
    .schedule('retention.background-jobs', retentionMs, async () => {
      await deleteFinishedBackgroundJobsBefore(db, daysAgo(7));
    });
}
