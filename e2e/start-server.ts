/**
 * One server of the browser suite: `tsx start-server.ts <index>` serves the built app with the
 * full demo on port E2E_PORT + index, on its own copy of the demo database, so that each
 * Playwright worker has a server of its own and no test sees another worker's changes.
 *
 * The full demo (a year of bookings and sales) is seeded once per run (demo-seed.ts: ahead of
 * the run, or by whichever server starts first) into E2E_RUN_DIR/seed; every server copies that
 * folder and opens its copy (an embedded PGlite database in a folder, in RAM under /dev/shm
 * where the machine has it).
 *
 * Each server sends real mail, over SMTP, to a sink of its own on loopback that keeps every
 * message as it arrived, one raw .eml file each, in E2E_RUN_DIR/mail-<index>
 * (tests/support.ts `waitForMail` reads them), so a test can follow an emailed link.
 *
 * Each server's Dawn AI answers from a scripted OpenAI-compatible model of its own on loopback
 * (issue #33: no model runs on these machines); its addresses are in E2E_RUN_DIR/model-<index>.json
 * and a test sets its replies (tests/support.ts `scriptModel`). With nothing scripted it answers a
 * plain sentence. E2E_NO_MODEL=1 starts a server with no model configured instead.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startScriptedModel } from '../apps/server/test/scripted-model-server';
import { seedOnce } from './demo-seed';

const index = Number(process.argv[2] ?? 0);
const runDir = process.env.E2E_RUN_DIR;
if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
const port = Number(process.env.E2E_PORT ?? 3100) + index;
const serverDir = path.resolve(import.meta.dirname, '../apps/server');

/** This server's mail folder; tests/support.ts names it the same way from the worker's index. */
const mailDir = path.join(runDir, `mail-${index}`);
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // No reverse DNS of loopback before the greeting (a sandbox may have no resolver to ask).
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      // Written under a hidden name, then renamed: a reader never sees half a message.
      const name = `${Date.now()}-${String(++received).padStart(6, '0')}.eml`;
      const partial = path.join(mailDir, `.${name}`);
      fs.promises
        .writeFile(partial, Buffer.concat(chunks))
        .then(() => fs.promises.rename(partial, path.join(mailDir, name)))
        .then(() => callback(), callback);
    });
  },
});
await new Promise<void>((resolve, reject) => {
  sink.once('error', reject);
  // Port 0: the system picks a free one, so servers of parallel runs never collide.
  sink.listen(0, '127.0.0.1', resolve);
});
const smtpPort = (sink.server.address() as AddressInfo).port;

/** This server's model settings, or none (E2E_NO_MODEL); inherited AI_* never leak into either. */
const modelFile = path.join(runDir, `model-${index}.json`);
fs.rmSync(modelFile, { force: true });
const aiEnv: Record<string, string | undefined> = {
  AI_BASE_URL: undefined,
  AI_MODEL: undefined,
  AI_API_KEY: undefined,
  AI_MONTHLY_TOKENS: undefined,
};
if (process.env.E2E_NO_MODEL !== '1') {
  const model = await startScriptedModel(() => ({ text: ['Nothing was scripted for this question.'] }));
  aiEnv.AI_BASE_URL = model.baseUrl;
  aiEnv.AI_MODEL = 'scripted-e2e';
  fs.writeFileSync(modelFile, JSON.stringify({ baseUrl: model.baseUrl, scriptUrl: model.scriptUrl }));
}

const seeded = await seedOnce(runDir);
const dataDir = path.join(runDir, `server-${index}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.cpSync(seeded, dataDir, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    ...aiEnv,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill(signal));
server.once('exit', (code) => process.exit(code ?? 1));
