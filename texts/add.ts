/**
 * Adds texts to the register without hand-merging JSON: `node texts/add.ts new-texts.json`
 * where the file is `{ "123456": { "fi": "…", "sv": "…" }, … }`. Keys are kept sorted so that
 * diffs stay small; an existing code with a different text is refused (change it by hand).
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const lock = join(here, '.add.lock');

function withLock(action: () => void): void {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 200) throw new Error(`texts/add: ${lock} is held; remove it if no other add runs`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    action();
  } finally {
    rmdirSync(lock);
  }
}

const input = process.argv[2];
if (!input) {
  console.error('usage: node texts/add.ts FILE.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8')) as Record<string, { fi?: string; sv?: string }>;
const problems: string[] = [];
withLock(() => {
  const updated = (['fi', 'sv'] as const).map((language) => {
    const file = join(here, `${language}.json`);
    const register = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [code, texts] of Object.entries(additions)) {
      const text = texts[language];
      if (!/^\d{3,7}(_one|_other)?$/.test(code))
        problems.push(`${code}: a code is 3 to 7 digits, a plural form's key the code and _one or _other`);
      else if (!text) problems.push(`${code}: no ${language} text`);
      else if (register[code] !== undefined && register[code] !== text)
        problems.push(`${code}: already "${register[code]}" in ${language}`);
      else register[code] = text;
    }
    return { file, register };
  });
  if (problems.length > 0) return;
  for (const { file, register } of updated) {
    const sorted = Object.fromEntries(Object.entries(register).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
  }
});
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`added ${Object.keys(additions).length} codes`);
