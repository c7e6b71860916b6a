import { findUserCredentialsByEmail } from '@talanta/db';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { bootstrapAdmin } from '../src/bootstrap-admin';
import { useTestApp } from './helpers/app';

const t = useTestApp();

const EMAIL = 'Root.Admin@Talanta.example';
const PASSWORD = 'first-admin-password';

async function admin() {
  const found = await findUserCredentialsByEmail(t.db, EMAIL);
  expect(found).toBeDefined();
  return found!;
}

async function sessionCount(userId: number) {
  const rows = await t.db.selectFrom('authSessions').select('id').where('userId', '=', userId).execute();
  return rows.length;
}

describe('bootstrapAdmin', () => {
  it('creates the admin (email lower-cased, password hashed, email counted as verified) who can then sign in', async () => {
    expect(await bootstrapAdmin(t.db, { email: ` ${EMAIL} `, password: PASSWORD })).toBe('created');
    const created = await admin();
    expect(created).toMatchObject({ email: 'root.admin@talanta.example', role: 'admin' });
    expect(created.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(created.passwordHash, PASSWORD)).toBe(true);

    const login = await t.http().post('/api/auth/login', { email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('changes nothing when run again with the same settings; sessions survive', async () => {
    const before = await admin();
    const http = t.http();
    expect((await http.post('/api/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(200);
    const sessions = await sessionCount(before.id);
    expect(sessions).toBeGreaterThan(0);

    expect(await bootstrapAdmin(t.db, { email: EMAIL, password: PASSWORD })).toBe('unchanged');
    const after = await admin();
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await sessionCount(before.id)).toBe(sessions);
    expect((await http.get('/api/auth/user')).status).toBe(200);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', EMAIL.toLowerCase())
      .execute();
    expect(users).toHaveLength(1);
  });

  it('restores a lost admin role, ending the sessions', async () => {
    const current = await admin();
    const http = t.http();
    expect((await http.post('/api/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(200);
    await t.db.updateTable('users').set({ role: 'client' }).where('id', '=', current.id).execute();
    expect((await http.get('/api/auth/user')).body.role).toBe('client');

    expect(await bootstrapAdmin(t.db, { email: EMAIL, password: PASSWORD })).toBe('updated');
    expect((await admin()).role).toBe('admin');
    expect(await sessionCount(current.id)).toBe(0);
    expect((await http.get('/api/auth/user')).status).toBe(401);
  });

  it('resets a changed password, ending the sessions', async () => {
    const http = t.http();
    const login = await http.post('/api/auth/login', { email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);

    expect(await bootstrapAdmin(t.db, { email: EMAIL, password: 'second-admin-password' })).toBe('updated');
    expect((await http.get('/api/auth/user')).status).toBe(401);
    expect((await t.http().post('/api/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(401);
    expect(
      (await t.http().post('/api/auth/login', { email: EMAIL, password: 'second-admin-password' })).status,
    ).toBe(200);
    expect(await bootstrapAdmin(t.db, { email: EMAIL, password: 'second-admin-password' })).toBe('unchanged');
  });
});
