import { useState } from 'react';
import { isLanguage, t, type Language } from '../texts';

export const LANGUAGE_LABEL_CODE = '140001';

interface LanguageSelectProps {
  language: Language;
  /** Switches; a language whose texts are still loading switches once they are there. */
  onChange: (language: Language) => void | Promise<void>;
}

/**
 * The language choice, Suomi / Svenska, each option in its own language. While the chosen
 * language's texts load, the choice stays shown (the page keeps its language until then); if they
 * cannot be loaded, the select goes back to the language shown.
 */
export function LanguageSelect({ language, onChange }: LanguageSelectProps) {
  /** A switch on its way: shown while the page is still in `from`. */
  const [chosen, setChosen] = useState<{ from: Language; to: Language } | null>(null);
  const shown = chosen && chosen.from === language ? chosen.to : language;
  return (
    <label>
      {t(language, LANGUAGE_LABEL_CODE)}{' '}
      <select
        value={shown}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          setChosen({ from: language, to: next });
          Promise.resolve(onChange(next)).catch((error: unknown) => {
            setChosen(null);
            console.error(error);
          });
        }}
      >
        <option value="fi" lang="fi">
          Suomi
        </option>
        <option value="sv" lang="sv">
          Svenska
        </option>
      </select>
    </label>
  );
}
