import { TALENT_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/session';
import { useTestApp } from './helpers/app';
import { namesFor, useTalentMarketplace } from './helpers/talent';
import { signedInClient } from './helpers/users';

const t = useTestApp();

const seeded = useTalentMarketplace(t);

describe('GET /api/developers/top', () => {
  it('lists approved developers only, verified and most complete first, 6 by default', async () => {
    const response = await t.http().get('/api/developers/top');
    expect(response.status).toBe(200);
    const names = response.body.map((developer: { user: { firstName: string } }) => developer.user.firstName);
    expect(names).toEqual(['Wanjiku', 'Priya', 'Brian', 'Arjun']);
    expect(response.body.every((developer: { isApproved: boolean }) => developer.isApproved)).toBe(true);
  });

  it('takes a limit, from 1 to 100', async () => {
    const two = await t.http().get('/api/developers/top?limit=2');
    expect(two.body).toHaveLength(2);
    for (const limit of ['0', '101', 'many']) {
      const response = await t.http().get(`/api/developers/top?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.message).toBe(TALENT_MESSAGES.limit);
    }
  });

  it('never shows an email or phone number', async () => {
    const response = await t.http().get('/api/developers/top');
    const text = JSON.stringify(response.body);
    for (const { email } of Object.values(seeded)) expect(text).not.toContain(email);
    expect(text).not.toContain('+254');
    expect(Object.keys(response.body[0].user).sort()).toEqual([
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
    ]);
    expect(response.body[0]).not.toHaveProperty('email');
    expect(response.body[0]).not.toHaveProperty('phoneNumber');
  });
});

describe('GET /api/developers/:id', () => {
  it("shows an approved developer's public profile to anyone, without email or phone", async () => {
    const { profileId, userId, email } = seeded.priya;
    const response = await t.http().get(`/api/developers/${profileId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: profileId,
      userId,
      title: 'Machine Learning Engineer',
      country: 'india',
      isVerified: true,
      isApproved: true,
      user: { id: userId, firstName: 'Priya', lastName: 'Sharma', profileImageUrl: null },
    });
    expect(Object.keys(response.body.user).sort()).toEqual([
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
    ]);
    expect(JSON.stringify(response.body)).not.toContain(email);
    expect(JSON.stringify(response.body)).not.toContain('+254');
  });

  it('hides an unapproved profile from visitors, clients and other developers', async () => {
    const path = `/api/developers/${seeded.joy.profileId}`;
    expect((await t.http().get(path)).status).toBe(404);
    for (const role of ['client', 'developer'] as const) {
      const { client } = await signedInClient(t.db, t.http(), role);
      const response = await client.get(path);
      expect(response.status, role).toBe(404);
      expect(response.body).toEqual({ message: TALENT_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
  });

  it('shows an unapproved profile to its own developer (under review) and to admins', async () => {
    const path = `/api/developers/${seeded.joy.profileId}`;
    const own = t.http();
    own.sessionToken = (await createSession(t.db, seeded.joy.userId, 'developer')).token;
    const mine = await own.get(path);
    expect(mine.status).toBe(200);
    expect(mine.body.isApproved).toBe(false);
    const { client: admin } = await signedInClient(t.db, t.http(), 'admin');
    expect((await admin.get(path)).status).toBe(200);
  });

  it('answers 404 for a missing profile and 400 for an id that is not a number', async () => {
    expect((await t.http().get('/api/developers/999999')).status).toBe(404);
    const bad = await t.http().get('/api/developers/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid id');
  });
});

describe('approval (the audited admin path)', () => {
  it('lists the developer publicly once an admin approves the profile', async () => {
    const { client: admin } = await signedInClient(t.db, t.http(), 'admin');
    expect(await namesFor(t, 'search=rahul')).toEqual([]);
    const approved = await admin.put(`/api/admin/developers/${seeded.rahul.profileId}/approve`);
    expect(approved.status).toBe(200);
    expect(await namesFor(t, 'search=rahul')).toEqual(['Rahul']);
    expect((await t.http().get(`/api/developers/${seeded.rahul.profileId}`)).status).toBe(200);
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: false })
      .where('id', '=', seeded.rahul.profileId)
      .execute();
  });
});
