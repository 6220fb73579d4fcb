/**
 * Sign-in, sessions, password reset and sign-up (spec core.md §4, §5, §7 Auth, §8).
 * Sessions live in the database (any instance can check them): a 256-bit random token goes to
 * the browser, its SHA-256 to the table. Each session has an idle and an absolute expiry.
 */
import {
  ERROR_CODES,
  mapRawRole,
  type AuthUser,
  type RawRole,
  type signUpRequestSchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { enterTenant, withAuth } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { establishmentIdsOf, insertEstablishment } from '../establishments/index.js';
import { ensureStaffProfiles } from '../staff/index.js';
import * as repo from './auth.repository.js';
import { hashPassword, verifyNothing, verifyPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';
import type { SessionCache } from './session-cache.js';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Resolved sessions remembered briefly; changes made here forget them. */
  sessions: SessionCache<Authenticated>;
}

/** Sign-in throttling: failures per window before 429. */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perIp: 30 } as const;
/** Forgot-password requests per IP per window. */
const FORGOT_PER_IP = 10;
const TOUCH_INTERVAL_MS = 60_000;
const RESET_TTL_MS = 30 * 60_000;

export interface SessionMeta {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedSession {
  token: string;
  absoluteExpiresAt: Date;
  user: AuthUser;
}

/**
 * The user's last visited establishment (spec core.md §4 "Startup": saved selection, last
 * selected, last visited, then the all-locations view when there are several, else the first):
 * the one they last switched to if still reachable; with a single establishment, that one;
 * otherwise null, so that a person with several locations starts on All Establishments rather
 * than on whichever comes first by name.
 */
export function currentEstablishment(
  user: Pick<repo.UserRow, 'lastEstablishmentId'>,
  establishmentIds: string[],
): string | null {
  if (user.lastEstablishmentId && establishmentIds.includes(user.lastEstablishmentId)) {
    return user.lastEstablishmentId;
  }
  return establishmentIds.length === 1 ? (establishmentIds[0] ?? null) : null;
}

function toAuthUser(user: repo.UserRow, establishmentIds: string[]): AuthUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    user_metadata: { role: user.role, tenantId: user.tenantId },
    tenantId: user.tenantId,
    establishment_id: currentEstablishment(user, establishmentIds),
    establishments: establishmentIds,
  };
}

async function openSession(
  deps: AuthDeps,
  tx: Tx,
  user: repo.UserRow,
  meta: SessionMeta,
): Promise<IssuedSession> {
  const now = deps.now();
  const token = newToken();
  const absoluteExpiresAt = new Date(now.getTime() + deps.sessionAbsoluteHours * 3_600_000);
  await repo.insertSession(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    tenantId: user.tenantId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + deps.sessionIdleMinutes * 60_000),
    absoluteExpiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, absoluteExpiresAt, user: toAuthUser(user, await establishmentIdsOf(tx, user)) };
}

function windowStart(deps: AuthDeps): Date {
  return new Date(deps.now().getTime() - THROTTLE.windowMinutes * 60_000);
}

/**
 * Checks email and password and opens a new session (a new token at each sign-in).
 * Throws RATE_LIMITED after too many failures for the account or the IP,
 * INVALID_CREDENTIALS for a wrong email or password or an inactive account.
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string },
  meta: SessionMeta,
): Promise<IssuedSession> {
  const keys = [`email:${input.email.toLowerCase()}`, `ip:${meta.ip}`];
  const failures = await withAuth(deps.db, (tx) => repo.throttleFailures(tx, keys, windowStart(deps)));
  if (
    (failures.get(keys[0]!) ?? 0) >= THROTTLE.perAccount ||
    (failures.get(keys[1]!) ?? 0) >= THROTTLE.perIp
  ) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many sign-in attempts. Please wait ${THROTTLE.windowMinutes} minutes and try again.`,
    );
  }
  const user = await withAuth(deps.db, (tx) => repo.findUserByEmail(tx, input.email));
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyNothing(input.password), false);
  if (!user || !ok || !user.isActive || !mapRawRole(user.role)) {
    await withAuth(deps.db, (tx) => repo.recordThrottleFailure(tx, keys, deps.now(), windowStart(deps)));
    throw new AppError('INVALID_CREDENTIALS');
  }
  return withAuth(deps.db, async (tx) => {
    await repo.clearThrottle(tx, keys[0]!);
    return openSession(deps, tx, user, meta);
  });
}

export interface Authenticated {
  status: 'ok';
  actor: Omit<Actor, 'establishmentId'>;
  session: repo.SessionRow;
  user: AuthUser;
}
export type Authentication = Authenticated | { status: 'expired' } | { status: 'none' };

/**
 * Resolves a session token to its actor; slides the idle expiry at most once a minute. A
 * remembered resolution (SessionCache) answers without the database while the session is
 * within its expiries and its last-seen time needs no sliding.
 */
export async function authenticate(deps: AuthDeps, token: string): Promise<Authentication> {
  if (token.length < 20 || token.length > 100) return { status: 'none' };
  const tokenHash = hashToken(token);
  const remembered = deps.sessions.get(tokenHash);
  if (remembered) {
    const now = deps.now();
    const { session } = remembered;
    const fresh = session.idleExpiresAt > now && session.absoluteExpiresAt > now;
    if (fresh && now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return remembered;
  }
  return deps.sessions.shared(tokenHash, async () => {
    const resolved = await lookUpSession(deps, tokenHash);
    if (resolved.status === 'ok') deps.sessions.set(tokenHash, resolved.actor.userId, resolved);
    return resolved;
  });
}

async function lookUpSession(deps: AuthDeps, tokenHash: string): Promise<Authentication> {
  return withAuth(deps.db, async (tx) => {
    const found = await repo.findSessionWithUser(tx, tokenHash);
    if (!found) return { status: 'none' };
    const { session, user } = found;
    const now = deps.now();
    const role = mapRawRole(user.role);
    if (
      session.revokedAt ||
      session.idleExpiresAt <= now ||
      session.absoluteExpiresAt <= now ||
      !user.isActive ||
      !role
    ) {
      return { status: 'expired' };
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      const idle = new Date(now.getTime() + deps.sessionIdleMinutes * 60_000);
      await repo.touchSession(tx, session.id, now, idle);
      session.lastSeenAt = now;
      session.idleExpiresAt = idle;
    }
    const establishmentIds = await establishmentIdsOf(tx, user);
    return {
      status: 'ok',
      session,
      user: toAuthUser(user, establishmentIds),
      actor: {
        userId: user.id,
        tenantId: user.tenantId,
        email: user.email,
        role,
        rawRole: user.role,
        sessionId: session.id,
        establishmentIds,
      },
    };
  });
}

/** Ends a session server-side. */
export async function signOut(deps: AuthDeps, actor: Actor): Promise<void> {
  await withAuth(deps.db, (tx) => repo.revokeSession(tx, actor.sessionId, deps.now()));
  deps.sessions.forgetUser(actor.userId);
}

/** Replaces the session with a fresh one (new token, fresh idle expiry, same absolute end). */
export async function refresh(deps: AuthDeps, actor: Actor, meta: SessionMeta): Promise<IssuedSession> {
  return withAuth(deps.db, async (tx) => {
    const found = await repo.findUserByEmail(tx, actor.email);
    if (!found) throw new AppError('UNAUTHENTICATED');
    await repo.revokeSession(tx, actor.sessionId, deps.now());
    await repo.deleteStaleSessions(tx, new Date(deps.now().getTime() - 86_400_000));
    const issued = await openSession(deps, tx, found, meta);
    deps.sessions.forgetUser(actor.userId);
    return issued;
  });
}

/**
 * Sends a single-use reset link valid 30 minutes when the email has an account. Answers the
 * same either way, so the endpoint does not tell who has an account.
 */
export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  ip: string,
  baseUrl: string,
): Promise<void> {
  const key = `forgot:${ip}`;
  const counts = await withAuth(deps.db, (tx) => repo.throttleFailures(tx, [key], windowStart(deps)));
  if ((counts.get(key) ?? 0) >= FORGOT_PER_IP) {
    throw new AppError('RATE_LIMITED', 'Too many password reset requests. Please try again later.');
  }
  const token = newToken();
  const user = await withAuth(deps.db, async (tx) => {
    await repo.recordThrottleFailure(tx, [key], deps.now(), windowStart(deps));
    const found = await repo.findUserByEmail(tx, email);
    if (!found || !found.isActive) return undefined;
    await repo.insertResetToken(tx, {
      tokenHash: hashToken(token),
      userId: found.id,
      tenantId: found.tenantId,
      expiresAt: new Date(deps.now().getTime() + RESET_TTL_MS),
    });
    return found;
  });
  if (!user) return;
  const link = `${baseUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Daybook password',
    text: `Hello ${user.firstName},\n\nUse this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email; your password stays as it is.`,
  });
}

/**
 * Sets a new password with a reset token, uses the token up and ends every session of the user;
 * answers the ids of the sessions ended.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const { userId, ended } = await withAuth(deps.db, async (tx) => {
    const now = deps.now();
    const found = await repo.consumeResetToken(tx, hashToken(token), now);
    if (!found) throw new AppError('RESET_TOKEN_INVALID');
    await repo.updatePassword(tx, found, passwordHash, now);
    return { userId: found, ended: await repo.revokeUserSessions(tx, found, now) };
  });
  deps.sessions.forgetUser(userId);
  return ended;
}

/**
 * Changes the signed-in user's password (issue #11) after checking the current one, and ends
 * their other sessions, keeping `actor`'s: whoever else held a session loses it with the old
 * password. Answers the ids of the sessions ended. WRONG_PASSWORD (400, on `currentPassword`)
 * when the current password is wrong, nothing changed; RATE_LIMITED after THROTTLE.perAccount
 * wrong ones in the window, so a borrowed session cannot guess the password.
 */
export async function changePassword(
  deps: AuthDeps,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  const key = `password:${actor.userId}`;
  const failures = await withAuth(deps.db, (tx) => repo.throttleFailures(tx, [key], windowStart(deps)));
  if ((failures.get(key) ?? 0) >= THROTTLE.perAccount) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please wait ${THROTTLE.windowMinutes} minutes and try again.`,
    );
  }
  const user = await withAuth(deps.db, (tx) => repo.findUserById(tx, actor.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await withAuth(deps.db, (tx) => repo.recordThrottleFailure(tx, [key], deps.now(), windowStart(deps)));
    const message = ERROR_CODES.WRONG_PASSWORD.message;
    throw new AppError('WRONG_PASSWORD', message, [{ path: 'currentPassword', message }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await withAuth(deps.db, async (tx) => {
    const now = deps.now();
    await repo.updatePassword(tx, user.id, passwordHash, now);
    await repo.clearThrottle(tx, key);
    return repo.revokeOtherSessions(tx, user.id, actor.sessionId, now);
  });
  deps.sessions.forgetUser(user.id);
  return ended;
}

type SignUpParsed = z.output<typeof signUpRequestSchema>;

/**
 * Creates a business: its tenant, its owner account, their staff profile and its first
 * establishment, in one transaction, and signs the owner in. EMAIL_TAKEN when the email has an account.
 */
export async function signUp(deps: AuthDeps, input: SignUpParsed, meta: SessionMeta): Promise<IssuedSession> {
  const passwordHash = await hashPassword(input.password);
  // The check below answers most repeats; the unique index answers a concurrent one.
  return refusing(
    () =>
      withAuth(deps.db, async (tx) => {
        if (await repo.findUserByEmail(tx, input.email)) throw new AppError('EMAIL_TAKEN');
        const tenantId = await addTenant(tx, {
          name: input.businessName,
          email: input.email,
          phone: input.phone ?? null,
        });
        const user = await repo.insertUser(tx, {
          tenantId,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'owner',
          phone: input.phone ?? null,
        });
        await enterTenant(tx, tenantId);
        const establishment = await insertEstablishment(tx, tenantId, user.id, {
          name: input.establishment.name,
          timeZone: input.establishment.timeZone,
          address: input.establishment.address,
          phone: input.establishment.phone ?? null,
        });
        // The owner works at the first location: their staff profile is written with it, since the
        // staff list and booking page only read profiles (issue #29).
        await ensureStaffProfiles(tx, tenantId, [user]);
        user.lastEstablishmentId = establishment.id;
        return openSession(deps, tx, user, meta);
      }),
    { [SQLSTATE.uniqueViolation]: () => new AppError('EMAIL_TAKEN') },
  );
}

/**
 * Adds a tenant (a business) inside the caller's transaction, which runs as the auth role:
 * sign-up and the demo seed. Answers its id.
 */
export function addTenant(
  tx: Tx,
  business: {
    name: string;
    email: string | null;
    phone: string | null;
    address?: string | null;
    description?: string | null;
  },
): Promise<string> {
  return repo.insertTenant(tx, business);
}

/**
 * Adds a person who can sign in (`passwordHash` from hashPassword) inside the caller's
 * transaction; the email must be free (unique index, 409 for the caller to map). Answers their id.
 */
export async function addPerson(
  tx: Tx,
  person: {
    tenantId: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    role: RawRole;
    phone: string | null;
  },
): Promise<string> {
  return (await repo.insertUser(tx, person)).id;
}
