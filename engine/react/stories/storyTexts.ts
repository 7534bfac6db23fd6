/**
 * Storybook loads the text register as the portal does: it is not in Storybook's bundle
 * (.storybook/main.ts leaves `texts/index.ts`'s registers empty there, with portal/build/textRegisters.ts's `registersLeftOut`), and a language's
 * texts are fetched when a story is first shown in it and added to the register's one i18next
 * instance with `addTexts`, as portal/state/texts.ts adds what `GET /api/text-register/{language}`
 * answers. The preview's loader fetches the toolbar's language before the story renders; the
 * shell stories' own language menu fetches the other one before it switches (shell.story-helpers.tsx),
 * as the portal's shell does. Storybook's files are static, so the register comes whole from its
 * JSON file (the portal's core/rest split is there for the front page's budget, not for Storybook).
 *
 * Under Vitest both registers are bundled (`textsBundled()`), and nothing is fetched.
 */
import { addTexts, textsBundled, type Language, type TextRegister } from '../../../texts/index.ts';

/** The registers' files, emitted with the static Storybook (Vite's `new URL(…, import.meta.url)`). */
const REGISTER_FILES: Readonly<Record<Language, string>> = {
  fi: new URL('../../../texts/fi.json', import.meta.url).href,
  sv: new URL('../../../texts/sv.json', import.meta.url).href,
};

const loading = new Map<Language, Promise<void>>();

/** Fetches `language`'s register once (again after a failure); rejects when it cannot be loaded. */
export function loadStoryTexts(language: Language): Promise<void> {
  if (textsBundled()) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = fetch(REGISTER_FILES[language])
      .then(async (response) => {
        if (!response.ok) throw new Error(`the ${language} texts: ${response.status}`);
        addTexts(language, (await response.json()) as TextRegister);
      })
      .catch((error: unknown) => {
        loading.delete(language);
        throw error;
      });
    loading.set(language, pending);
  }
  return pending;
}
