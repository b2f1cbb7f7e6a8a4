// The browser suite's servers: one app server (with its own fake Asaas and its own freshly seeded database)
// per Playwright worker, so tests on different workers never see each other's writes to the demo accounts,
// and each worker's tests run in order against their own server, as they would on one worker.

/**
 * How many workers (and servers): E2E_WORKERS, else 2. On a 2-core machine two already keep the CPU busy (the
 * whole suite took 578 s on 2 workers and 556 s on 3), and more only add contention.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The first server's port; server i listens on BASE_PORT + 2i and its fake Asaas on BASE_PORT + 2i + 1. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

export interface E2EServer {
  index: number;
  port: number;
  origin: string;
  fakeAsaasPort: number;
  fakeAsaasOrigin: string;
}

export function e2eServer(index: number): E2EServer {
  const port = BASE_PORT + 2 * index;
  const fakeAsaasPort = port + 1;
  return {
    index,
    port,
    origin: `http://localhost:${port}`,
    fakeAsaasPort,
    fakeAsaasOrigin: `http://127.0.0.1:${fakeAsaasPort}`,
  };
}

export const E2E_SERVERS: E2EServer[] = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));
