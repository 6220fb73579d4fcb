/**
 * People joining and leaving a business (issue #14 Employees): an invited person's account
 * with a password nobody knows and a single-use link to set one (the password-reset token
 * machinery, valid INVITATION_TTL_DAYS), their name and phone, and the end of their access.
 * Each runs inside the caller's tenant transaction; mail and the session cache are touched by
 * the caller after commit, so nothing is sent or forgotten for a write that rolled back.
 */
import { INVITATION_TTL_DAYS, type RawRole } from '@daybook/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import * as repo from './auth.repository.js';
import { users } from './auth.schema.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';

/** What an invitation needs to be mailed once the account is stored. */
export interface Invitation {
  userId: string;
  email: string;
  firstName: string;
  /** The single-use token of the link (only its hash is stored). */
  token: string;
}

/**
 * Adds an account that cannot sign in until its owner sets a password through the invitation
 * link (the stored hash is of a random secret nobody keeps), and issues that link's token.
 * The email must be free: the unique index refuses a taken one (23505, for the caller to map).
 */
export async function invitePerson(
  tx: Tx,
  person: {
    tenantId: string;
    email: string;
    firstName: string;
    lastName: string;
    role: RawRole;
    phone: string | null;
  },
  now: Date,
): Promise<Invitation> {
  const user = await repo.insertUser(tx, { ...person, passwordHash: await hashPassword(newToken()) });
  const token = newToken();
  await repo.insertResetToken(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    tenantId: user.tenantId,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
  });
  return { userId: user.id, email: user.email, firstName: user.firstName, token };
}

/**
 * Emails the invitation: a link to the set-password page (`/reset-password?invite=1`), which
 * spends the token through the ordinary reset-password endpoint, so it works once. Answers the
 * link.
 */
export async function sendInvitation(
  mailer: Mailer,
  invitation: Invitation,
  baseUrl: string,
  businessName: string,
): Promise<string> {
  const link = `${baseUrl.replace(/\/$/, '')}/reset-password?invite=1&token=${encodeURIComponent(invitation.token)}`;
  await mailer.send({
    to: invitation.email,
    subject: `You are invited to join ${businessName} on Daybook`,
    text: `Hello ${invitation.firstName},\n\n${businessName} added you to its team on Daybook. Use this link within ${INVITATION_TTL_DAYS} days to set your password:\n${link}\n\nThe link works once. Then sign in with this email address.`,
  });
  return link;
}

/** The business name shown in an invitation (the tenant in scope). */
export async function businessNameOf(tx: Tx, tenantId: string): Promise<string> {
  return (await repo.findTenant(tx, tenantId))?.name ?? 'Your business';
}

/** Sets a person's name and phone; `undefined` leaves a field as it is. */
export async function updatePersonDetails(
  tx: Tx,
  userId: string,
  values: { firstName?: string; lastName?: string; phone?: string | null },
): Promise<void> {
  if (values.firstName === undefined && values.lastName === undefined && values.phone === undefined) return;
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (values.firstName !== undefined) set.firstName = values.firstName;
  if (values.lastName !== undefined) set.lastName = values.lastName;
  if (values.phone !== undefined) set.phone = values.phone;
  await tx.update(users).set(set).where(eq(users.id, userId));
}

/**
 * Turns a person's system access off: the account can no longer sign in and every session
 * ends now. Answers the ids of the sessions ended: after commit the caller forgets the person in
 * the session cache (AuthDeps.sessions) and disconnects those sessions' sockets (Realtime.endSession).
 */
export async function endAccess(tx: Tx, userId: string, now: Date): Promise<string[]> {
  await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, userId));
  return repo.revokeUserSessions(tx, userId, now);
}
