import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import type { UserInfo } from '../../contract/users.ts';
import { openDatabase } from '../db/open.ts';
import { createAccount, PASSWORD } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { SHIPPING_ADDRESS } from '../test/orders.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const scratch: string[] = [];
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-backup-'));
  scratch.push(dir);
  return dir;
}

function childEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  return env;
}

/** `npm run <script>` as an operator runs it; resolves with its exit code and output. */
function runScript(file: string, args: string[], dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: root,
      env: childEnv(dataDir),
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The real server on `dataDir`; resolves with its address once it listens. */
async function startShop(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: childEnv(dataDir),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  stops.push(stop);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: string) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    void exited.then(() => reject(new Error(`the shop stopped before listening:\n${output}`)));
  });
  return { url, stop };
}

async function signIn(url: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const info = (await response.json()) as UserInfo;
  return { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' };
}

async function myOrders(url: string, headers: Record<string, string>): Promise<Order[]> {
  const response = await fetch(`${url}/api/orders/myorders`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Order[];
}

describe('npm run db:backup and db:restore', () => {
  it('when the running shop is backed up and restored into a new directory, then a shop started there has the same orders and images', async () => {
    const original = await scratchDir();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: original });
    await database.migrate();
    const account = await createAccount(database.db, { name: 'Bea Backup' });
    const product = await createProduct(database.db, { name: 'Backed-up Blender', countInStock: 9 });
    await database.close();
    const image = Buffer.from('not really a picture, but bytes to keep');
    await mkdir(path.join(original, 'uploads'), { recursive: true });
    await writeFile(path.join(original, 'uploads', 'kept.webp'), image);

    const shop = await startShop(original);
    const headers = await signIn(shop.url, account.email);
    for (const qty of [1, 2]) {
      const placed = await fetch(`${shop.url}/api/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          orderItems: [{ product: product.id, qty }],
          shippingAddress: SHIPPING_ADDRESS,
          paymentMethod: 'TestCard',
        }),
      });
      expect(placed.status).toBe(201);
    }
    const before = await myOrders(shop.url, headers);
    expect(before).toHaveLength(2);

    const backupFile = path.join(await scratchDir(), 'shop.json.gz');
    const backup = await runScript('scripts/db-backup.ts', [backupFile], original);
    expect(backup.output).toContain('from the running server');
    expect(backup.code).toBe(0);
    await shop.stop();

    const refused = await runScript('scripts/db-restore.ts', [backupFile], original);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty: restore into an empty DATA_DIR');

    const restoredDir = path.join(await scratchDir(), 'restored');
    const restored = await runScript('scripts/db-restore.ts', [backupFile], restoredDir);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);
    expect(await readFile(path.join(restoredDir, 'uploads', 'kept.webp'))).toEqual(image);

    const copy = await startShop(restoredDir);
    const after = await myOrders(copy.url, await signIn(copy.url, account.email));
    expect(after.map((order) => [order._id, order.number, order.totalPrice])).toEqual(
      before.map((order) => [order._id, order.number, order.totalPrice]),
    );
    // Two shop starts and two scripts, each a Node process loading TypeScript, on shared cores.
  }, 300_000);
});
