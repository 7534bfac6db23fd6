/** The built portal served by the server, with the SPA fallback for deep links. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openTestDatabase, startApp, type RunningApp, type TestDatabase } from '../../server/test-helpers';

describe('serving the portal', () => {
  let test: TestDatabase;
  let server: RunningApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
    test = await openTestDatabase('pglite');
    await migrate(test.db);
    server = await startApp(test.db, { portalDir: dir });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await test?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/kirjaudu', '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen'])(
    'answers index.html at %s',
    async (path) => {
      const response = await fetch(server.baseUrl + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<title>portal</title>');
    },
  );

  it('serves the files of the build', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('keeps /api paths and other methods out of the fallback', async () => {
    const api = await fetch(`${server.baseUrl}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: '152008' });
    expect((await fetch(`${server.baseUrl}/kirjaudu`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
