import { isLanguage, t, type Language } from '../texts';

export const LANGUAGE_LABEL_CODE = '140001';

interface LanguageSelectProps {
  language: Language;
  onChange: (language: Language) => void;
}

/** The language choice, Suomi / Svenska, each option in its own language. */
export function LanguageSelect({ language, onChange }: LanguageSelectProps) {
  return (
    <label>
      {t(language, LANGUAGE_LABEL_CODE)}{' '}
      <select
        value={language}
        onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}
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
