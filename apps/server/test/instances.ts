/**
 * Real server processes for scale-out tests: `src/main.ts` run by tsx on a free loopback port,
 * with the given database and Redis, no demo seeding (the test seeds once before starting them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { SESSION_COOKIE, TENANT_HEADER } from '@daybook/contracts';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export interface Instance {
  url: string;
  process: ChildProcess;
  /** Ends the process at once (SIGKILL: no goodbye to its sockets or the adapter). */
  kill(): Promise<void>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts one instance; resolves when it answers HTTP (fails after `ms`). `env.env` adds or
 * overrides environment variables (an SMTP server, a public address).
 */
export async function startInstance(
  env: { databaseUrl: string; redisUrl: string; env?: Record<string, string> },
  ms = 60_000,
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SESSION_CACHE_SECONDS: '0',
      WEB_DIST: '/nonexistent',
      ...env.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/admin/public/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance on ${port} did not start in ${ms} ms`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Signs in on `url` and answers the session token and the user. */
export async function signInAt(
  url: string,
  email: string,
  password: string,
): Promise<{ token: string; user: { id: string; tenantId: string; establishments: string[] } }> {
  const res = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.split(';')[0]?.split('=')[1];
  if (!token) throw new Error('no session cookie');
  const body = (await res.json()) as { user: { id: string; tenantId: string; establishments: string[] } };
  return { token, user: body.user };
}

/** A signed-in person on an instance (signInAt's answer). */
export type Login = Awaited<ReturnType<typeof signInAt>>;

/**
 * Calls the API of the instance at `url` as `login` (session cookie and tenant header, a JSON
 * body when given) and answers the envelope's `data`; throws on any answer but 2xx.
 */
export async function callAs(
  url: string,
  login: Login,
  method: string,
  path: string,
  body?: object,
): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      cookie: `${SESSION_COOKIE}=${login.token}`,
      [TENANT_HEADER]: login.user.tenantId,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** The Redis the scale-out tests use. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the scale-out tests can run: a PostgreSQL server (TEST_DATABASE_URL) and Redis answering. */
export async function scaleOutRunnable(): Promise<boolean> {
  return Boolean(process.env.TEST_DATABASE_URL) && (await redisAnswers(REDIS_URL));
}

/** Whether Redis answers at `url` within a second (the scale-out tests need it). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
