/**
 * The portal's text registers, loaded from the API by language and in parts
 * (`GET /api/text-register/{language}?part=…`, texts/parts.ts) into the register's i18next
 * instance (texts/index.ts):
 *
 * - `core`: the codes of the shell, the front page and the shell's own pages (login, logged out,
 *   error, session expired, role and company), ~2.5 kB gzip a language. The shown language's core
 *   loads at start, beside the runtime configuration.
 * - `rest`: everything else (the forms, the engine, the other pages), loaded with the first page
 *   that needs it (App.tsx's `lazyPage(…, 'all')`).
 *
 * The other language loads only when the user switches to it: its parts that the shown one has
 * (core, and rest once a page has wanted it) before anything is shown in it. Under Vitest and
 * Storybook both registers are bundled with `texts/index.ts` and every load here answers at once.
 */
import { addTexts, LANGUAGES, textsBundled, type Language } from '../../texts/index.ts';
import type { TextPart as Part } from '../../texts/parts.ts';
import { sessionOperations } from '../../api/session.ts';
import { api } from '../api/client.ts';

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** Whether a page has wanted the rest of the texts (then every language shown needs it too). */
let restWanted = false;

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}/${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = api.call(sessionOperations.textRegister, { params: { language, part } }).then(
      (texts) => {
        addTexts(language, texts);
        loaded.add(key);
        loading.delete(key);
      },
      (error: unknown) => {
        // Tried again on the next call (the network).
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

function wantedParts(): Part[] {
  return restWanted ? ['core', 'rest'] : ['core'];
}

/** Whether `language`'s texts are there, so that switching to it shows them at once. */
export function textsLoaded(language: Language): boolean {
  return textsBundled() || wantedParts().every((part) => loaded.has(`${language}/${part}`));
}

/** Loads `language`'s texts (the parts wanted so far); rejects when they cannot be loaded. */
export async function loadTexts(language: Language): Promise<void> {
  // A page may want the rest while the core is on its way: until everything wanted is there.
  while (!textsLoaded(language)) await Promise.all(wantedParts().map((part) => loadPart(language, part)));
}

/** Loads the core texts of both languages (a page that speaks both: /virhe). */
export async function loadBothLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map((language) => loadTexts(language)));
}

/** Loads the rest of the texts of every language loaded so far (before a page that needs them renders). */
export async function loadAllTexts(): Promise<void> {
  if (textsBundled()) return;
  restWanted = true;
  const shown = LANGUAGES.filter((language) => loaded.has(`${language}/core`));
  await Promise.all(shown.map((language) => loadTexts(language)));
}
