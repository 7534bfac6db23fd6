/**
 * Every error at once (issue 44): in every form of schemas/forms, and in each step of a form in
 * steps, sending with the step's fields left empty marks every empty required field on the first
 * submit, and the error summary lists exactly the fields in error, each once, in the page's order,
 * named by its label, in Finnish and in Swedish. The only other field that may be in error is a
 * computed, read-only value (the realization request's total).
 *
 * What is "required and empty" is read from the page as a person meets it, not from the schema: a
 * visible text, date, number or select input with `required` or `aria-required` and no value; a
 * radio group with `aria-required` and nothing chosen; a checkbox group whose legend carries the required marker
 * and nothing ticked; a confirmation box with `required` left unticked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STEP_CODES } from '../../engine/react/engine/StepIndicator.tsx';
import { t, type Language } from '../../texts/index.ts';
import { loadForms } from '../schemas/forms.ts';
import { renderForm } from './renderForm.tsx';

interface Step {
  fields: string[];
}

/** The ids of the fields on the page that are required and empty, in the page's order. */
function requiredAndEmpty(container: HTMLElement): string[] {
  const shown = (element: Element) => !element.closest('[hidden]');
  const ids: string[] = [];
  for (const element of container.querySelectorAll<HTMLElement>(
    '[required], [aria-required="true"], fieldset.ef-choices',
  )) {
    if (!shown(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (!element.checked) ids.push(element.id);
    } else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      if (element.value === '') ids.push(element.id);
    } else if (element.getAttribute('aria-required') === 'true') {
      if (!element.querySelector('input:checked')) ids.push(element.id);
    } else if (
      element.matches('fieldset.ef-choices') &&
      element.querySelector(':scope > legend .ef-required') &&
      !element.querySelector('input:checked')
    ) {
      ids.push(element.id);
    }
  }
  return ids;
}

/** The ids the summary's links lead to, and their texts. */
function summaryLinks(container: HTMLElement): { ids: string[]; texts: string[] } {
  const summary = container.querySelector<HTMLElement>('.engine-error-summary');
  if (!summary) return { ids: [], texts: [] };
  const links = within(summary).queryAllByRole('link');
  return {
    ids: links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))),
    texts: links.map((link) => link.textContent ?? ''),
  };
}

/** The fields marked in error on the page, in its order: by their own `aria-invalid` or their group's. */
function markedIds(container: HTMLElement): string[] {
  const ids: string[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const group = element.closest<HTMLElement>('fieldset.ef-choices');
    const id = group?.id || element.id;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

function withoutFields(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !fields.includes(key)));
}

describe('an empty submit marks and lists every empty required field at once', () => {
  for (const { form, examples } of loadForms()) {
    const steps = (form.uiSchema['ui:steps'] as Step[] | undefined) ?? [{ fields: [] }];
    const valid = Object.entries(examples).find(([name]) => name.startsWith('valid'))?.[1] as Record<
      string,
      unknown
    >;
    const languageField = form.schema.properties && 'currentLanguageCode' in form.schema.properties;
    const cases: [Language, number][] = [
      ...steps.map((_, index): [Language, number] => ['fi', index]),
      ['sv', 0],
    ];
    for (const [language, stepIndex] of cases) {
      const where = steps.length > 1 ? `, step ${stepIndex + 1}` : '';
      it(`${form.id}${where} (${language})`, async () => {
        // The steps before are filled in from a valid example; the step tested has nothing in it.
        const step = steps[stepIndex]!;
        const base = steps.length > 1 ? withoutFields(valid, step.fields) : {};
        const initialData = languageField ? { ...base, currentLanguageCode: language } : base;
        const { user, container } = await renderForm(form.id, { language, initialData });
        for (let done = 0; done < stepIndex; done++)
          await user.click(screen.getByRole('button', { name: t(language, STEP_CODES.next) }));
        const send = container.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
        await user.click(send);
        const expected = requiredAndEmpty(container);
        await waitFor(() => expect(markedIds(container).length).toBeGreaterThan(0));
        const inError = markedIds(container);
        // Every empty required field at once, each marked on the first submit.
        expect(inError).toEqual(expect.arrayContaining(expected));
        // Anything else in error is a value the person did not type: a computed total, read-only.
        for (const id of inError.filter((candidate) => !expected.includes(candidate)))
          expect(container.querySelector(`[id="${id}"]`), `${id} is computed`).toHaveAttribute('readonly');
        // The summary lists exactly those, once each, in the page's order (SPEC §2: it shows from two
        // errors on; a single error is its field, focused).
        const listed = summaryLinks(container).ids;
        if (inError.length >= 2) expect(listed).toEqual(inError);
        else {
          expect(listed).toEqual([]);
          await waitFor(() => expect(document.activeElement?.closest(`[id="${inError[0]}"]`)).toBeTruthy());
        }
        // Each line names its field by label: no bare technical name or index.
        for (const text of summaryLinks(container).texts) expect(text).not.toMatch(/^(\d+|[a-z]+[A-Z]\w*):/);
      });
    }
  }
});
