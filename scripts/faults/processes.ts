// The processes a fault run owns: its own redis-server, the server's readiness, and what the server wrote to
// stderr, summed up instead of echoed (a Redis outage makes it write a line per reconnect attempt).
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { send } from '../scale/http-client';
import { sleep } from '../scale/settings';

/** Debian's redis-server, on the PATH; the machine's own Redis (6379) is never touched. */
const REDIS_BINARY = 'redis-server';

function tcpAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A redis-server of this run's own, in the foreground, keeping nothing on disk. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<Error>((resolve) => child.once('error', resolve));
  for (let i = 0; i < 100; i++) {
    if (await tcpAnswers(port)) return child;
    const error = await Promise.race([failed, sleep(50).then(() => null)]);
    if (error) throw new Error(`${REDIS_BINARY} did not start: ${error.message}`);
  }
  throw new Error(`${REDIS_BINARY} did not listen on ${port} within 5 s`);
}

/** Sends `signal`, then SIGKILL if the process is still there after `graceMs`; resolves once it has exited. */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGKILL',
  graceMs = 2_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  if (signal === 'SIGKILL') return exited;
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Polls `/readyz` every 50 ms; the time of its first 200, or null when none came within `timeoutMs`. */
export async function untilReady(origin: string, timeoutMs = 60_000): Promise<number | null> {
  const agent = new Agent();
  const until = Date.now() + timeoutMs;
  try {
    while (Date.now() < until) {
      const ready = await send(agent, `${origin}/readyz`, { timeoutMs: 2_000 }).catch(() => null);
      if (ready?.status === 200) return Date.now();
      await sleep(50);
    }
    return null;
  } finally {
    agent.destroy();
  }
}

/** The lines of `/metrics` that start with `prefix`, or why there are none. */
export async function metricLines(origin: string, token: string, prefix: string): Promise<string[] | string> {
  const agent = new Agent();
  try {
    const answer = await send(agent, `${origin}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: 5_000,
    });
    if (answer.status !== 200) return `/metrics answered ${answer.status}`;
    const lines = answer.body.split('\n').filter((line) => line.startsWith(prefix));
    return lines.length > 0 ? lines : `no line starting ${prefix}`;
  } catch (error) {
    return `/metrics did not answer (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    agent.destroy();
  }
}

/** Counts the server's stderr lines by their text (stack frames apart), for one summary at the end. */
export class StderrTally {
  private readonly counts = new Map<string, number>();
  lines = 0;

  readonly onLine = (line: string) => {
    this.lines += 1;
    if (/^\s+at /.test(line)) return;
    const text = line
      .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z?/g, '…')
      .replace(/"(time|pid|reqId)":\d+/g, '"$1":…')
      .slice(0, 160);
    this.counts.set(text, (this.counts.get(text) ?? 0) + 1);
  };

  /** The most frequent messages, most frequent first. */
  top(n: number): string[] {
    return [...this.counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([text, count]) => `${count}× ${text}`);
  }
}
