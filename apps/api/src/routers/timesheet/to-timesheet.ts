import type { TimesheetRecord } from '@talanta/db';
import { addDays, amountForMinutes, minutesToHours, type TTimesheet } from '@talanta/schema';

export function toTimesheet(record: TimesheetRecord): TTimesheet {
  return {
    id: record.id,
    contractId: record.contractId,
    weekStart: record.weekStart,
    weekEnd: addDays(record.weekStart, 6),
    status: record.status,
    totalMinutes: record.totalMinutes,
    totalHours: minutesToHours(record.totalMinutes),
    amountCents: amountForMinutes(record.totalMinutes, record.hourlyRateCents),
    entries: record.entries.map((entry) => ({
      id: entry.id,
      date: entry.workDate,
      minutes: entry.minutes,
      hours: minutesToHours(entry.minutes),
      description: entry.description,
    })),
    submittedAt: record.submittedAt?.toISOString() ?? null,
    approvedAt: record.approvedAt?.toISOString() ?? null,
    disputedAt: record.disputedAt?.toISOString() ?? null,
    disputeReason: record.disputeReason,
    invoiceId: record.invoiceId,
    updatedAt: record.updatedAt.toISOString(),
  };
}
