// The browser tests' `test`: Playwright's, pointed at the server of the worker that runs it (see servers.ts).
// Pages, contexts made with `browser.newContext()` and `request` all default to that server's origin.
import { test as base, type TestInfo } from '@playwright/test';
import { E2E_SERVERS, type E2EServer } from './servers';

function serverOf(info: Pick<TestInfo, 'parallelIndex'>): E2EServer {
  const server = E2E_SERVERS[info.parallelIndex % E2E_SERVERS.length];
  if (!server) throw new Error('e2e: no server configured');
  return server;
}

export const test = base.extend<{ server: E2EServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  server: async ({}, use, testInfo) => {
    await use(serverOf(testInfo));
  },
  baseURL: async ({ server }, use) => {
    await use(server.origin);
  },
});

/** The running test's server: its origin (the app's URL) and its fake Asaas. */
export function currentServer(): E2EServer {
  return serverOf(test.info());
}

export { expect } from '@playwright/test';
