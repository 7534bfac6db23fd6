/**
 * A change of the summary (model/changes.ts) as a sentence in the author's language (issue 47): in
 * words, never as JSON — bounds as "vähintään 0, enintään 20", dates as 1.1.2000 or "tänään",
 * texts old → new, the form's place as "näkyy sivupalkissa kohdassa 35, etusivulla: ei".
 */
import { formatDate, type Translate } from '../../texts/index.ts';
import type { Change, ConditionWords, Label } from '../model/changes.ts';
import { C, KIND_NAMES, PALETTE_NAMES, RULE_NAMES, SENTENCE_CODES, SLOT_NAMES } from './codes.ts';

type Language = 'fi' | 'sv';

const ROLE_NAMES: Readonly<Record<string, string>> = {
  person: C.rolePerson,
  organisation: C.roleOrganisation,
  staff: C.roleStaff,
};

/** The name of each setting of the form's manifest. */
const SETTING_NAMES: Readonly<Record<string, string>> = {
  status: C.settingStatus,
  path: C.formPath,
  roles: C.formRoles,
  offer: C.settingOffer,
  drafts: C.keepsDrafts,
  submission: C.documentType,
  title: C.formName,
  documentName: C.documentName,
  confirmationTitle: C.confirmationTitle,
  confirmationBody: C.confirmationBody,
};

export function describeChange(change: Change, t: Translate, language: Language): string {
  const nothing = t(C.nothing);
  const inLanguage = (which: Language) => t(which === 'fi' ? C.inFinnish : C.inSwedish);
  switch (change.type) {
    case 'newForm':
      return t(C.changeNewForm, { form: change.form });
    case 'added': {
      const range = change.bounds;
      const limits = range
        ? [
            range.low !== undefined &&
              t(
                range.measure === 'date'
                  ? C.earliest
                  : range.measure === 'length'
                    ? C.atLeastChars
                    : C.atLeast,
                {
                  value: ruleValue(
                    range.measure === 'date' ? 'dateMinimum' : 'minimum',
                    range.low,
                    t,
                    language,
                  ),
                },
              ),
            range.high !== undefined &&
              t(range.measure === 'date' ? C.latest : range.measure === 'length' ? C.atMostChars : C.atMost, {
                value: ruleValue(
                  range.measure === 'date' ? 'dateMaximum' : 'maximum',
                  range.high,
                  t,
                  language,
                ),
              }),
          ].filter((part): part is string => typeof part === 'string')
        : [];
      return [
        t(C.changeAdded, {
          label: change.label[language],
          kind: KIND_NAMES[change.kind] ? t(KIND_NAMES[change.kind]!) : change.kind,
        }),
        ...limits,
        t(change.required ? C.changeRequired : C.changeOptional),
        ...(change.after ? [t(C.changeAfter, { label: change.after[language] })] : []),
      ].join(', ');
    }
    case 'removed':
      return t(C.changeRemoved, { label: change.label[language] });
    case 'renamed':
      return t(C.changeRenamed, { label: change.label[language], from: change.from, to: change.to });
    case 'moved':
      return change.after
        ? t(C.changeMoved, { label: change.label[language], after: change.after[language] })
        : t(C.changeMovedFirst, { label: change.label[language] });
    case 'movedStep':
      return t(C.changeMovedStep, { label: change.label[language], step: change.step[language] });
    case 'required':
      return t(change.required ? C.changeNowRequired : C.changeNoLongerRequired, {
        label: change.label[language],
      });
    case 'text': {
      const [key, rest] = change.slot.split('/');
      const slot =
        key === 'ui:enumNames'
          ? t(C.slotChoice, { number: Number(rest) + 1 })
          : key === 'ui:errorTexts'
            ? t(C.slotError, { rule: rest ?? '' })
            : SLOT_NAMES[key!]
              ? t(SLOT_NAMES[key!]!)
              : change.slot;
      const words = {
        slot,
        language: inLanguage(change.language),
        label: change.label[language],
        from: change.from ?? '',
        to: change.to ?? '',
      };
      if (change.from === undefined) return t(C.changeTextNew, words);
      if (change.to === undefined) return t(C.changeTextGone, words);
      return t(C.changeTextWords, words);
    }
    case 'rule':
      return t(C.changeRuleWords, {
        label: change.label[language],
        rule: RULE_NAMES[change.keyword] ? t(RULE_NAMES[change.keyword]!) : change.keyword,
        from: ruleValue(change.keyword, change.from, t, language),
        to: ruleValue(change.keyword, change.to, t, language),
      });
    case 'condition': {
      const say = (words: ConditionWords) => conditionSentence(words, change.label, t, language);
      if (!change.from) return t(C.changeConditionAdded, { sentence: say(change.to!) });
      if (!change.to)
        return t(C.changeConditionRemoved, { label: change.label[language], before: say(change.from) });
      return t(C.changeConditionChanged, { sentence: say(change.to), before: say(change.from) });
    }
    case 'setting':
      return t(C.changeNamed, {
        name: SETTING_NAMES[change.key] ? t(SETTING_NAMES[change.key]!) : change.key,
        from: settingValue(change.key, change.from, t),
        to: settingValue(change.key, change.to, t),
      });
    case 'formText':
      return t(C.changeFormText, {
        name: SETTING_NAMES[change.key] ? t(SETTING_NAMES[change.key]!) : change.key,
        language: inLanguage(change.language),
        from: change.from ?? nothing,
        to: change.to ?? nothing,
      });
    case 'elsewhere': {
      const words = {
        form: change.formTitle[language],
        language: inLanguage(change.language),
        from: change.from ?? nothing,
        to: change.to ?? nothing,
      };
      return change.field
        ? t(C.changeElsewhereField, { ...words, field: change.field[language] })
        : t(C.changeElsewhere, words);
    }
  }
}

/** A rule's value in words: a date as 1.1.2000 or "tänään", a format by its name, choices listed. */
function ruleValue(keyword: string, value: unknown, t: Translate, language: Language): string {
  if (value === undefined) return t(C.nothing);
  if (keyword === 'dateMinimum' || keyword === 'dateMaximum')
    return value === 'today' ? t(C.today) : formatDate(language, String(value));
  if (keyword === 'format' && PALETTE_NAMES[`format:${String(value)}`])
    return t(PALETTE_NAMES[`format:${String(value)}`]!);
  if (Array.isArray(value)) return value.map((item) => wordsOf(item, t)).join(', ');
  return wordsOf(value, t);
}

function wordsOf(value: unknown, t: Translate): string {
  if (value === true) return t(C.yes);
  if (value === false) return t(C.no);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** A setting's value in words: the form's place in the portal, its roles, its status, yes/no. */
function settingValue(key: string, value: unknown, t: Translate): string {
  if (value === undefined || value === null) return t(C.nothing);
  if (key === 'status') return t(value === 'published' ? C.statusPublished : C.statusDraft);
  if (key === 'roles' && Array.isArray(value))
    return value
      .map((role) => (ROLE_NAMES[role as string] ? t(ROLE_NAMES[role as string]!) : String(role)))
      .join(', ');
  if (key === 'offer' && typeof value === 'object') {
    const { sidebar, frontPage } = value as { sidebar?: number; frontPage?: boolean };
    const front = t(frontPage ? C.yes : C.no);
    return typeof sidebar === 'number'
      ? t(C.offerShown, { place: sidebar, frontPage: front })
      : t(C.offerHidden, { frontPage: front });
  }
  if (key === 'submission' && typeof value === 'object')
    return String((value as { documentType?: unknown }).documentType ?? t(C.nothing));
  return wordsOf(value, t);
}

function conditionSentence(words: ConditionWords, label: Label, t: Translate, language: Language): string {
  if ('json' in words) return t(C.lockedConditionWords);
  // The sentence ends with a full stop; inside the summary's line it does not.
  return t(SENTENCE_CODES[words.operator], {
    label: label[language],
    field: words.field[language],
    value: words.values
      .map((value) => (typeof value === 'boolean' ? t(value ? C.yes : C.no) : value[language]))
      .join(', '),
  }).replace(/\.$/, '');
}
