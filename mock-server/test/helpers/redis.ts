// A throwaway redis-server for a test file (no persistence, a free port), and a subscriber that hands over the
// messages of one channel as they arrive. Tests that need one skip when the binary is missing.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createClient } from '@redis/client';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const HAS_REDIS_SERVER = fs.existsSync(REDIS_SERVER);

export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Stops the server and resolves once its process has exited. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts redis-server on `port` (a free one by default) and resolves once it accepts connections. */
export async function startRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface ChannelTap {
  /** The next message (parsed as JSON) for which `matches` holds, including those already received. */
  next(matches: (message: unknown) => boolean): Promise<unknown>;
  close(): Promise<void>;
}

/** Subscribes to `channel`, as Frappe's realtime server does. */
export async function tapChannel(url: string, channel: string): Promise<ChannelTap> {
  const client = createClient({ url });
  const received: unknown[] = [];
  const waiting: { matches: (message: unknown) => boolean; resolve: (message: unknown) => void }[] = [];
  await client.connect();
  await client.subscribe(channel, (raw) => {
    const message: unknown = JSON.parse(raw);
    received.push(message);
    for (const waiter of waiting.filter((w) => w.matches(message))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  return {
    next(matches) {
      const already = received.find(matches);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve) => waiting.push({ matches, resolve }));
    },
    async close() {
      client.destroy();
    },
  };
}
