import type { UserProfile } from '@/api/schemas/user.schema';
import { nextId, sessions, users } from './db';
import { seedFacts } from './seed-facts';

export interface SessionHandle {
  /** Send as `Authorization: Bearer <token>`. */
  token: string;
  user: UserProfile;
}

/**
 * Logs a customer in and returns a bearer token the simulator accepts. With no argument it logs in as
 * the seeded demo user; with a profile it uses the user of that id, or creates one.
 */
export async function createSessionToken(profile: Partial<UserProfile> = {}): Promise<SessionHandle> {
  const wantedId = profile.id ?? seedFacts.demoUser.id;
  let user: UserProfile | undefined = users.findFirst((q) => q.where({ id: (id) => String(id) === String(wantedId) }));
  if (!user) {
    const id = profile.id ?? nextId('user');
    user = await users.create({
      id,
      name: profile.name ?? `Customer ${id}`,
      email: profile.email ?? `customer${id}@example.com`,
      phone: profile.phone ?? null,
      avatar: profile.avatar ?? null,
      referral_code: profile.referral_code ?? null,
    });
  }
  // Unguessable enough for a simulator; the counter keeps tokens unique within a run.
  const token = `sim-token-${nextId('session')}-${Math.random().toString(36).slice(2, 12)}`;
  await sessions.create({ token, user_id: user.id });
  return { token, user: { ...user } };
}

/** The user a bearer token belongs to, or null when the simulator never issued it (the caller gets 401). */
export function findSessionUser(token: string): UserProfile | null {
  const session = sessions.findFirst((q) => q.where({ token }));
  if (!session) return null;
  return users.findFirst((q) => q.where({ id: (id) => String(id) === String(session.user_id) })) ?? null;
}

/** Ends a session, as logging out would: the token gets 401 from then on. */
export function revokeSessionToken(token: string): void {
  sessions.delete((q) => q.where({ token }));
}
