/**
 * The organisation combobox of `/valitse-yritys` (SPEC §2 company selection): a text input that
 * filters the user's organisations, shown as 'name (business_id)', from the first typed character
 * (threshold 1), case-insensitively on the name and the business id. Only a listed organisation
 * can be chosen: typing never chooses anything, and editing the text of a chosen one un-chooses it.
 *
 * downshift's `useCombobox` gives the WAI-ARIA APG combobox with list autocomplete: the visible
 * label names both the input and the listbox (aria-labelledby), aria-expanded, aria-controls and
 * aria-activedescendant follow the list; Down/Up open the list and move in it, Home/End and
 * PageUp/PageDown jump, Enter chooses the highlighted option, Escape closes the list (and, with
 * the list closed, clears the field), Tab leaves (choosing the option highlighted with the arrow
 * keys, if any). An empty field lists every organisation when opened (Down, or the button);
 * no match says so. The number of matches is told to screen readers in a polite live region.
 */
import { useId, useMemo, useState } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { t, type Language } from '../../../texts/index.ts';

/** SPEC §3 Organization, mapped to name and business_id. */
export interface Organisation {
  name: string;
  business_id: string;
}

export const COMBOBOX_CODES = {
  label: '144021',
  hint: '144022',
  toggle: '144023',
  noMatches: '144024',
  matches: '144025',
  oneMatch: '144026',
  chosen: '144033',
} as const;

export function organisationLabel(organisation: Organisation | null): string {
  return organisation ? `${organisation.name} (${organisation.business_id})` : '';
}

function normalise(text: string): string {
  return text.toLocaleLowerCase('fi').replace(/\s+/g, ' ').trim();
}

/**
 * The organisations matching `query`: all of them for an empty query (or for the label of the one
 * already chosen, so that reopening the list shows every choice); otherwise those whose name,
 * business id (with or without its hyphen) or whole label contains it, ignoring case.
 */
export function filterOrganisations(
  organisations: readonly Organisation[],
  query: string,
  chosen: Organisation | null = null,
): Organisation[] {
  const wanted = normalise(query);
  if (wanted.length < 1 || (chosen && query === organisationLabel(chosen))) return [...organisations];
  const compact = wanted.replace(/-/g, '');
  return organisations.filter((organisation) => {
    const id = normalise(organisation.business_id);
    return (
      normalise(organisation.name).includes(wanted) ||
      id.includes(wanted) ||
      (compact.length > 0 && /^\d+$/.test(compact) && id.replace(/-/g, '').includes(compact)) ||
      normalise(organisationLabel(organisation)).includes(wanted)
    );
  });
}

export interface CompanyComboboxProps {
  language: Language;
  organisations: readonly Organisation[];
  onChange: (organisation: Organisation | null) => void;
}

export default function CompanyCombobox({ language, organisations, onChange }: CompanyComboboxProps) {
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Organisation | null>(null);
  const items = useMemo(
    () => filterOrganisations(organisations, query, chosen),
    [organisations, query, chosen],
  );

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getToggleButtonProps,
    getItemProps,
  } = useCombobox<Organisation>({
    items,
    itemToString: organisationLabel,
    itemToKey: (item) => item?.business_id ?? null,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      setChosen(selectedItem ?? null);
      onChange(selectedItem ?? null);
    },
    stateReducer: (
      state: UseComboboxState<Organisation>,
      { type, changes }: UseComboboxStateChangeOptions<Organisation>,
    ) => {
      // Only listed values: once the text is no longer the chosen organisation's label, nothing is chosen.
      if (
        type === useCombobox.stateChangeTypes.InputChange &&
        state.selectedItem &&
        changes.inputValue !== organisationLabel(state.selectedItem)
      )
        return { ...changes, selectedItem: null };
      return changes;
    },
  });

  const noMatches = normalise(query).length > 0 && items.length === 0;
  const showList = isOpen && items.length > 0;
  let announcement = '';
  if (noMatches) announcement = t(language, COMBOBOX_CODES.noMatches);
  else if (isOpen)
    announcement =
      items.length === 1
        ? t(language, COMBOBOX_CODES.oneMatch)
        : t(language, COMBOBOX_CODES.matches, { count: items.length });

  return (
    <div className="choose-company__combobox">
      <label className="choose-company__label" {...getLabelProps()}>
        {t(language, COMBOBOX_CODES.label)}
      </label>
      <p id={hintId} className="choose-company__hint">
        {t(language, COMBOBOX_CODES.hint)}
      </p>
      <div className="choose-company__field">
        <input
          className="ef-input choose-company__input"
          spellCheck={false}
          {...getInputProps({ 'aria-describedby': hintId })}
        />
        <button
          type="button"
          className="choose-company__toggle"
          aria-label={t(language, COMBOBOX_CODES.toggle)}
          {...getToggleButtonProps()}
        >
          <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
      </div>
      <ul
        className={`choose-company__menu${showList ? '' : ' choose-company__menu--closed'}`}
        {...getMenuProps()}
      >
        {showList &&
          items.map((item, index) => (
            <li
              key={item.business_id}
              className={`choose-company__option${highlightedIndex === index ? ' choose-company__option--highlighted' : ''}${
                chosen?.business_id === item.business_id ? ' choose-company__option--chosen' : ''
              }`}
              {...getItemProps({ item, index })}
            >
              {item.name} <span className="choose-company__business-id">({item.business_id})</span>
            </li>
          ))}
      </ul>
      {chosen && (
        <p className="choose-company__chosen">
          {t(language, COMBOBOX_CODES.chosen, { organisation: organisationLabel(chosen) })}
        </p>
      )}
      <div className="choose-company__matches" role="status">
        {noMatches ? (
          <p className="choose-company__no-matches">{announcement}</p>
        ) : (
          <span className="visually-hidden">{announcement}</span>
        )}
      </div>
    </div>
  );
}
