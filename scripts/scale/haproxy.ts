// The load balancer of the scale test: Debian's haproxy with a generated configuration (round robin, health
// checks on /readyz, retries and redispatch), and its stats socket for the retry counters.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';

export interface Backend {
  name: string;
  port: number;
}

export interface Balancer {
  origin: string;
  /** Per-server counters from `show stat`. */
  stats(): Promise<BackendStats[]>;
  close(): Promise<void>;
}

export interface BackendStats {
  name: string;
  status: string;
  /** Requests sent to this server. */
  sessions: number;
  /** Connection or response errors seen on this server. */
  connectionErrors: number;
  responseErrors: number;
  /** Requests retried on this server (same server) and moved to another one. */
  retries: number;
  redispatches: number;
}

export function haproxyConfig(port: number, backends: Backend[], statsSocket: string): string {
  return `global
  maxconn 8000
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 1s
  # A busy instance answers /readyz late, not never: only a dead or stuck one is taken out.
  timeout check 5s
  timeout client 60s
  timeout server 60s
  timeout queue 10s
  timeout http-keep-alive 10s
  # A request whose connection fails, or whose server dies before answering, goes again, to another server
  # on the last try; haproxy only retries what it may safely repeat (see README, "Running several instances").
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503
  option forwardfor

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # Connections refused (a killed instance) mark a server down at once; slow health checks only after 3.
  default-server inter 1s fall 3 rise 2 observe layer4 error-limit 3 on-error mark-down
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

export async function startHaproxy(options: {
  binary: string;
  dir: string;
  port: number;
  backends: Backend[];
}): Promise<Balancer> {
  const configFile = path.join(options.dir, 'haproxy.cfg');
  const statsSocket = path.join(options.dir, 'haproxy.sock');
  writeFileSync(configFile, haproxyConfig(options.port, options.backends, statsSocket));
  const child: ChildProcess = spawn(options.binary, ['-db', '-f', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    try {
      await showStat(statsSocket);
      break;
    } catch {
      if (i > 50) throw new Error(`haproxy did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    origin,
    async stats() {
      const csv = await showStat(statsSocket);
      const [header, ...lines] = csv.trim().split('\n');
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const at = (fields: string[], name: string) => fields[columns.indexOf(name)] ?? '';
      return lines
        .map((line) => line.split(','))
        .filter(
          (fields) =>
            at(fields, 'pxname') === 'app' && !['FRONTEND', 'BACKEND'].includes(at(fields, 'svname')),
        )
        .map((fields) => ({
          name: at(fields, 'svname'),
          status: at(fields, 'status'),
          sessions: Number(at(fields, 'stot')) || 0,
          connectionErrors: Number(at(fields, 'econ')) || 0,
          responseErrors: Number(at(fields, 'eresp')) || 0,
          retries: Number(at(fields, 'wretr')) || 0,
          redispatches: Number(at(fields, 'wredis')) || 0,
        }));
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function showStat(socket: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let out = '';
    connection.on('connect', () => connection.end('show stat\n'));
    connection.on('data', (chunk) => {
      out += chunk.toString();
    });
    connection.on('end', () => resolve(out));
    connection.on('error', reject);
  });
}
