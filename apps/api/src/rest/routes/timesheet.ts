import type { RestRoute } from '../route';

const TAG = 'Timesheet';

/** Weekly timesheets of a contract (issue 13): the developer logs and submits, the client answers. */
export const timesheetRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/contracts/:id/timesheets',
    procedure: 'timesheet.listForContract',
    tag: TAG,
    summary: "A contract's weeks, newest first, with entries, totals and amounts (either party)",
  },
  {
    method: 'PUT',
    path: '/contracts/:id/timesheets/:weekStart',
    procedure: 'timesheet.save',
    tag: TAG,
    summary:
      "Replace a week's entries `{ entries: [{ date, hours, description }] }` (the developer; draft or disputed weeks)",
    example: {
      entries: [
        { date: '2027-01-11', hours: 6, description: 'STK push callbacks and retries' },
        { date: '2027-01-12', hours: 7.5, description: 'Settlement report queries' },
        { date: '2027-01-13', hours: 4.25, description: 'Code review and deployment' },
      ],
    },
  },
  {
    method: 'POST',
    path: '/contracts/:id/timesheets/:weekStart/submit',
    procedure: 'timesheet.submit',
    tag: TAG,
    summary: 'Submit a week with hours to the client for approval (the developer)',
  },
  {
    method: 'POST',
    path: '/timesheets/:id/approve',
    procedure: 'timesheet.approve',
    tag: TAG,
    summary: 'Approve a submitted week (the client); approved weeks cannot change',
  },
  {
    method: 'POST',
    path: '/timesheets/:id/dispute',
    procedure: 'timesheet.dispute',
    tag: TAG,
    summary: 'Dispute a submitted week `{ reason }` (1-1000 characters; the client)',
    example: { reason: 'Tuesday shows 7.5 hours but the work log has 5.' },
  },
];
