import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { measureStartBundle, START_JS_BUDGET_KB } from './start-bundle';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

// The built app this suite runs against: a route file that pulls zod (or anything large) into the entry
// chunk fails here, not months later in a Lighthouse run.
test(`the landing page's start JavaScript stays within ${START_JS_BUDGET_KB} KB gzipped`, () => {
  const { files } = measureStartBundle(webDist);
  const totalKb = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  expect(files.length).toBeGreaterThan(0);
  expect(totalKb).toBeLessThanOrEqual(START_JS_BUDGET_KB);
});
