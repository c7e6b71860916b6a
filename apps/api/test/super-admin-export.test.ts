import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditRowsFor } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { DAY_MS } from './helpers/auth';
import type { HttpResponse } from './helpers/http';
import { signedInActor, useActors } from './helpers/jobs';
import { createUser, setCreatedAt } from './helpers/users';

/** The Excel export of recent registrations and the audit log of every administrative change. */

const t = useTestApp({ env: { SESSION_SECRET: 'super-admin-test-secret-0123456789abcdef' } });

const TEXT = {
  days: 'Days must be a whole number from 1 to 365',
} as const;

const { admin } = useActors(t, { admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }] });

describe('GET /api/super-admin/export-registrations', () => {
  async function readWorkbook(response: HttpResponse) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registrations');
    if (!sheet) throw new Error('no Registrations sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('is a real .xlsx of the users registered in the window, formula-safe, as a dated attachment', async () => {
    const tag = `exp${Date.now().toString(36)}`;
    const recentDev = await createUser(t.db, 'developer', {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Otieno',
      email: `${tag}-dev@example.com`,
    });
    await t.db
      .updateTable('developerProfiles')
      .set({ areaOfSpecialization: 'Backend Development' })
      .where('userId', '=', recentDev.user.id)
      .execute();
    const recentClient = await createUser(t.db, 'client', {
      firstName: '+SUM(1,2)',
      lastName: '-2+3',
      email: `${tag}-client@example.com`,
    });
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: '@cmd|calc' })
      .where('userId', '=', recentClient.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ phoneNumber: '\t=1+1' })
      .where('id', '=', recentClient.user.id)
      .execute();
    const older = await createUser(t.db, 'client', { email: `${tag}-older@example.com` });
    await setCreatedAt(t.db, recentClient.user.id, new Date(Date.now() - 3 * DAY_MS));
    await setCreatedAt(t.db, older.user.id, new Date(Date.now() - 10 * DAY_MS));

    const response = await admin.http.get('/api/super-admin/export-registrations?days=7');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="talanta-registrations-last-7-days-${today}.xlsx"`,
    );
    const rows = await readWorkbook(response);
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'Role',
      'Company / Specialization',
      'Registration date',
    ]);
    const ours = rows.filter((row) => String(row[1]).startsWith(tag));
    expect(ours).toEqual([
      ["'+SUM(1,2) -2+3", `${tag}-client@example.com`, "'\t=1+1", 'Client', "'@cmd|calc", expect.any(Date)],
      [
        '\'=HYPERLINK("http://evil") Otieno',
        `${tag}-dev@example.com`,
        '+254700000000',
        'Developer',
        'Backend Development',
        expect.any(Date),
      ],
    ]);
    const exported = ours[1]?.[5] as Date;
    expect(Math.abs(exported.getTime() - Date.parse(recentDev.user.createdAt))).toBeLessThan(1000);

    const narrow = await readWorkbook(await admin.http.get('/api/super-admin/export-registrations?days=1'));
    expect(narrow.filter((row) => String(row[1]).startsWith(tag)).map((row) => row[1])).toEqual([
      `${tag}-dev@example.com`,
    ]);
    const wide = await readWorkbook(await admin.http.get('/api/super-admin/export-registrations?days=30'));
    expect(wide.filter((row) => String(row[1]).startsWith(tag))).toHaveLength(3);
    const byDefault = await admin.http.get('/api/super-admin/export-registrations');
    expect(byDefault.headers['content-disposition']).toContain('last-7-days');

    const audit = await auditRowsFor(t, 'registrations.export');
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      targetType: 'registrations',
      targetId: null,
      after: { days: 7, filename: `talanta-registrations-last-7-days-${today}.xlsx` },
    });
  });

  it('accepts 1 to 365 days', async () => {
    for (const days of ['0', '366', '2.5', 'week']) {
      const response = await admin.http.get(`/api/super-admin/export-registrations?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(response.body.message).toBe(TEXT.days);
    }
    expect((await admin.http.get('/api/super-admin/export-registrations?days=365')).status).toBe(200);
  });
});

describe('GET /api/super-admin/audit-log', () => {
  it('filters by action, actor, target and date, newest first, paged', async () => {
    const other = await signedInActor(t, 'admin', { firstName: 'Second' });
    const target = await signedInActor(t, 'developer');
    await other.http.put(`/api/super-admin/users/${target.user.id}/role`, { role: 'client' });
    await other.http.put(`/api/super-admin/users/${target.user.id}/role`, { role: 'developer' });

    const byActor = await admin.http.get(
      `/api/super-admin/audit-log?actor=${encodeURIComponent(other.email.toUpperCase())}`,
    );
    expect(byActor.status).toBe(200);
    expect(byActor.headers['x-total-count']).toBe('2');
    expect(byActor.body.map((entry: { after: { role: string } }) => entry.after.role)).toEqual([
      'developer',
      'client',
    ]);
    expect(byActor.body[0]).toMatchObject({
      actorId: other.user.id,
      actorEmail: other.email,
      action: 'user.role_change',
      targetType: 'user',
      targetId: target.user.id,
      before: { role: 'client' },
      createdAt: expect.any(String),
    });

    const byId = await admin.http.get(`/api/super-admin/audit-log?actorId=${other.user.id}&limit=1&offset=1`);
    expect(byId.body.map((entry: { after: { role: string } }) => entry.after.role)).toEqual(['client']);
    const byTarget = await admin.http.get(
      `/api/super-admin/audit-log?targetType=user&targetId=${target.user.id}&action=user.role_change`,
    );
    expect(byTarget.body).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await admin.http.get(
      `/api/super-admin/audit-log?actorId=${other.user.id}&from=${today}&to=${today}`,
    );
    expect(inRange.body).toHaveLength(2);
    const future = await admin.http.get(
      `/api/super-admin/audit-log?actorId=${other.user.id}&from=2999-01-01`,
    );
    expect(future.body).toEqual([]);
    const past = await admin.http.get(`/api/super-admin/audit-log?actorId=${other.user.id}&to=2000-01-01`);
    expect(past.body).toEqual([]);
    const everything = await admin.http.get('/api/super-admin/audit-log');
    const actions = new Set((everything.body as { action: string }[]).map((entry) => entry.action));
    expect(actions.has('user.role_change')).toBe(true);

    const bad = await admin.http.get('/api/super-admin/audit-log?action=user.hack');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown action');
    const order = await admin.http.get('/api/super-admin/audit-log?from=2030-01-02&to=2030-01-01');
    expect(order.body.message).toBe('The start date must not be after the end date');
  });
});
