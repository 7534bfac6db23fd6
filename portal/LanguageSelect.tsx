import { useState } from 'react';
import { isLanguage, t, type Language } from '../texts/index.ts';

export const LANGUAGE_LABEL_CODE = '140001';
/** Said (in the language shown) when the chosen language's texts could not be loaded. */
export const LANGUAGE_FAILED_CODE = '140004';

interface LanguageSelectProps {
  language: Language;
  /** Switches; a language whose texts are still loading switches once they are there. */
  onChange: (language: Language) => void | Promise<void>;
}

/**
 * The language choice, Suomi / Svenska, each option in its own language. While the chosen
 * language's texts load, the choice stays shown (the page keeps its language until then); if they
 * cannot be loaded, the select goes back to the language shown and says so in an alert (an element
 * of role `alert` is announced when it appears), which the next choice takes away.
 */
export function LanguageSelect({ language, onChange }: LanguageSelectProps) {
  /** A switch on its way: shown while the page is still in `from`. */
  const [chosen, setChosen] = useState<{ from: Language; to: Language } | null>(null);
  const [failed, setFailed] = useState(false);
  const shown = chosen && chosen.from === language ? chosen.to : language;
  return (
    <span className="language-select">
      <label>
        {t(language, LANGUAGE_LABEL_CODE)}{' '}
        <select
          value={shown}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLanguage(next)) return;
            setChosen({ from: language, to: next });
            setFailed(false);
            Promise.resolve(onChange(next)).catch((error: unknown) => {
              setChosen(null);
              setFailed(true);
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
      {failed && (
        <span role="alert" className="language-select-error">
          {t(language, LANGUAGE_FAILED_CODE)}
        </span>
      )}
    </span>
  );
}
