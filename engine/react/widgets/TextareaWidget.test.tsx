import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, restoreTimers, userWithFakeTimers } from './testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = { type: 'object', properties: { details: { type: 'string', maxLength: 20 } } };
const uiSchema = {
  details: { 'ui:title': '139003', 'ui:widget': 'textarea', 'ui:options': { counter: true } },
};

describe('TextareaWidget', () => {
  afterEach(() => restoreTimers());

  it('is a labelled textarea with the remaining characters, announced with the final count', async () => {
    const user = userWithFakeTimers();
    const form = renderForm({ schema, uiSchema });
    const textarea = screen.getByRole('textbox', { name: 'Lisätietoja' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('maxlength', '20');
    expect(screen.getByText('Merkkejä jäljellä 20')).toHaveAttribute('aria-hidden', 'true');

    await user.type(textarea, 'rivi{Enter}toinen');
    expect(screen.getByText('Merkkejä jäljellä 9')).toBeInTheDocument();
    expect(form.data()).toEqual({ details: 'rivi\ntoinen' });
    act(() => vi.advanceTimersByTime(2000));
    expect(form.announce.mock.calls).toEqual([['Merkkejä jäljellä 19'], ['Merkkejä jäljellä 9']]);
  });

  it('counts in Swedish in sv', async () => {
    const user = userWithFakeTimers();
    const form = renderForm({ schema, uiSchema, language: 'sv' });
    await user.type(screen.getByRole('textbox', { name: 'Tilläggsuppgifter' }), 'hej');
    expect(screen.getByText('Tecken kvar 17')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(form.announce).toHaveBeenLastCalledWith('Tecken kvar 17');
  });
});
