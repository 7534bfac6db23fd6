/**
 * The text register's tool (texts/README.md). Run from the repository's folder:
 *
 *   node texts/texts.ts add FILE.json                       add codes: { "123456": { "fi": "…", "sv": "…" } }
 *   node texts/texts.ts add --form FORM --fi "…" --sv "…"   add one text under the form's next free code
 *   node texts/texts.ts change CODE --fi "…" [--sv "…"] [--form FORM] [--yes]
 *   node texts/texts.ts rename OLD NEW                      in both languages and every form naming it
 *   node texts/texts.ts remove CODE                         a code nothing names any more
 *   node texts/texts.ts where CODE                          the texts and every place that names the code
 *   node texts/texts.ts next FORM|CODE                      the next free code of a form's range
 *   node texts/texts.ts ranges                              who owns which codes (texts/ranges.json)
 *
 * The files stay sorted by code, so diffs stay small. Nothing is overwritten silently.
 */
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  addTexts,
  changeTexts,
  describeUses,
  LANGUAGES,
  nextFreeCode,
  readRanges,
  readRegister,
  removeCode,
  renameCode,
  TextsError,
  usesOf,
  type Texts,
} from './manage.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = join(root, 'texts/.texts.lock');

/** One writer at a time: two runs at once would each write the files they read. */
function withLock<T>(action: () => T): T {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 200)
        throw new TextsError(`${lock} is held; remove it if no other run of texts.ts is going on`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return action();
  } finally {
    rmdirSync(lock);
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    fi: { type: 'string' },
    sv: { type: 'string' },
    form: { type: 'string' },
    yes: { type: 'boolean', default: false },
  },
});
const [command, ...rest] = positionals;
const texts: Texts = {
  ...(values.fi !== undefined ? { fi: values.fi } : {}),
  ...(values.sv !== undefined ? { sv: values.sv } : {}),
};

function run(): string {
  switch (command) {
    case 'add': {
      if (rest[0]) {
        const additions = JSON.parse(readFileSync(rest[0], 'utf8')) as Record<string, Texts>;
        return withLock(() => `added ${addTexts(root, additions).join(', ')}`);
      }
      if (!values.form) throw new TextsError('add FILE.json, or add --form FORM --fi "…" --sv "…"');
      const form = values.form;
      return withLock(() => {
        const code = nextFreeCode(root, form);
        addTexts(root, { [code]: texts });
        return `added ${code}: use "${code}" in your form's UI schema`;
      });
    }
    case 'change': {
      const code = rest[0];
      if (!code) throw new TextsError('change CODE --fi "…" --sv "…"');
      const { changes, uses } = withLock(() =>
        changeTexts(root, code, texts, {
          ...(values.form ? { form: values.form } : {}),
          confirmed: values.yes,
        }),
      );
      if (changes.length === 0) return `${code}: the texts are already these; nothing changed`;
      return [
        ...changes.map((change) => `${code} ${change.language}: "${change.from}" → "${change.to}"`),
        ...(uses.length > 0 ? [`shown in:\n${describeUses(uses)}`] : []),
      ].join('\n');
    }
    case 'rename': {
      const [from, to] = rest;
      if (!from || !to) throw new TextsError('rename OLD NEW');
      const { rewritten } = withLock(() => renameCode(root, from, to));
      return `${from} is now ${to}${rewritten.length > 0 ? `, also in ${rewritten.join(', ')}` : ''}`;
    }
    case 'remove': {
      const code = rest[0];
      if (!code) throw new TextsError('remove CODE');
      withLock(() => removeCode(root, code));
      return `removed ${code}`;
    }
    case 'where': {
      const code = rest[0];
      if (!code) throw new TextsError('where CODE');
      const lines = LANGUAGES.map(
        (language) => `${language}: ${readRegister(root, language)[code] ?? '(none)'}`,
      );
      const uses = usesOf(root, code);
      return [...lines, uses.length > 0 ? `named in:\n${describeUses(uses)}` : 'named nowhere'].join('\n');
    }
    case 'next': {
      if (!rest[0]) throw new TextsError('next FORM (or a code of the range)');
      return nextFreeCode(root, rest[0]);
    }
    case 'ranges':
      return readRanges(root)
        .map((range) => `${range.from}–${range.to}  ${range.owner}`)
        .join('\n');
    default:
      throw new TextsError(
        'usage: node texts/texts.ts add|change|rename|remove|where|next|ranges … (see the top of texts/texts.ts or texts/README.md)',
      );
  }
}

try {
  console.log(run());
} catch (error) {
  if (!(error instanceof TextsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
