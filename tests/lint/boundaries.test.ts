/**
 * The lint's rules of the repository's shape (issue 42), seen failing on code made to break them:
 * `npm run cycles` (dpdm, as `npm run lint` runs it) on a circle of files, type-only imports
 * included, and ESLint's import boundaries (eslint.config.js) on an engine file that reads the
 * portal and a worker-pool file that imports a domain. The repository itself passing both is
 * `npm run lint`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The `cycles` script's command with its file glob replaced by `glob`. */
async function cyclesCommand(glob: string): Promise<string[]> {
  const scripts = (
    JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const words = scripts['cycles']!.split(' ');
  expect(words[0]).toBe('dpdm');
  // The last word is the quoted glob of the repository's folders.
  return [...words.slice(1, -1), glob];
}

async function dpdm(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  const bin = join(ROOT, 'node_modules/dpdm/lib/bin/dpdm.js');
  try {
    const { stdout } = await run(process.execPath, [bin, ...args], { cwd });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe('npm run cycles', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cycles-'));
    await writeFile(join(dir, 'tsconfig.json'), '{}');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fails on a circle of three files, and passes once it is broken', async () => {
    await writeFile(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b();\n");
    await writeFile(join(dir, 'b.ts'), "import { c } from './c.ts';\nexport const b = () => c();\n");
    await writeFile(join(dir, 'c.ts'), "import { a } from './a.ts';\nexport const c = () => a;\n");
    const circle = await dpdm(await cyclesCommand('*.ts'), dir);
    expect(circle.code).toBe(1);
    expect(circle.output).toMatch(/1\) ([abc])\.ts -> (?!\1)[abc]\.ts -> (?!\1)[abc]\.ts/);

    await writeFile(join(dir, 'c.ts'), 'export const c = () => 1;\n');
    expect((await dpdm(await cyclesCommand('*.ts'), dir)).code).toBe(0);
  });

  it('counts a type-only import: a circle of types is a circle too', async () => {
    await writeFile(join(dir, 'd.ts'), "import type { E } from './e.ts';\nexport interface D { e?: E }\n");
    await writeFile(join(dir, 'e.ts'), "import type { D } from './d.ts';\nexport interface E { d?: D }\n");
    expect((await dpdm(await cyclesCommand('{d,e}.ts'), dir)).code).toBe(1);
  });
});

describe('ESLint’s import boundaries', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const messages = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: join(ROOT, file) }))[0]!.messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);

  it('keeps the portal out of every engine file, its build and tests included', async () => {
    for (const file of ['engine/build/x.ts', 'engine/core/x.test.ts', 'engine/react/x.tsx']) {
      const found = await messages(
        file,
        "import { PATHS } from '../../portal/guards/paths.ts';\nexport { PATHS };\n",
      );
      expect(found.join(), file).toMatch(/must not know (a specific form or )?the portal/);
    }
    expect(
      await messages('engine/build/x.ts', "import { PATHS } from '../../api/paths.ts';\nexport { PATHS };\n"),
    ).toEqual([]);
  });

  it('keeps domain code out of the worker pool', async () => {
    const found = await messages(
      'server/work/x.ts',
      "import { TASKS } from '../pdf/pdf.tasks.ts';\nexport { TASKS };\n",
    );
    expect(found.join()).toMatch(/imports no domain code/);
    expect(
      await messages(
        'server/work/x.ts',
        "import { defaultWorkerThreads } from '../config.ts';\nexport { defaultWorkerThreads };\n",
      ),
    ).toEqual([]);
  });
});
