import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, as it arrived. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** How the receiver answers the next request: a status (and body), a redirect, or no answer at all. */
export type ReceiverAnswer =
  | { status: number; body?: string; delayMs?: number }
  | { redirectTo: string }
  | { hang: true };

/**
 * A webhook receiver on 127.0.0.1, as a producer's server would be: it records every request and answers from
 * a queue (200 when the queue is empty). Signatures are checked with the `standardwebhooks` package, which
 * knows nothing of our signing code.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly answers: ReceiverAnswer[] = [];
  private readonly pathAnswers = new Map<string, ReceiverAnswer[]>();
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          path: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        const forPath = this.pathAnswers.get(req.url ?? '/')?.shift();
        this.answer(res, forPath ?? this.answers.shift() ?? { status: 200, body: 'ok' });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  private answer(res: ServerResponse, answer: ReceiverAnswer) {
    if ('hang' in answer) {
      this.hanging.add(res);
      return;
    }
    if ('redirectTo' in answer) {
      res.writeHead(302, { location: answer.redirectTo }).end();
      return;
    }
    const send = () => res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  }

  /** Queues the answers to the next requests, in order. */
  willAnswer(...answers: ReceiverAnswer[]) {
    this.answers.push(...answers);
  }

  /** Queues the answers to the next requests to one path (before the shared queue). */
  willAnswerOn(path: string, ...answers: ReceiverAnswer[]) {
    this.pathAnswers.set(path, [...(this.pathAnswers.get(path) ?? []), ...answers]);
  }

  /** The requests whose `webhook-id` is this one. */
  withId(id: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.headers['webhook-id'] === id);
  }

  /** The request's body as JSON, after `standardwebhooks` verified it with the secret (it throws otherwise). */
  verify(
    request: ReceivedWebhook,
    secret: string,
  ): { id: string; type: string; timestamp: string; data: unknown } {
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    return new Webhook(secret).verify(request.body, headers) as {
      id: string;
      type: string;
      timestamp: string;
      data: unknown;
    };
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
