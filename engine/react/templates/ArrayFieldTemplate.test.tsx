import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../widgets/testing.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    rentees: {
      type: 'array',
      maxItems: 3,
      items: { type: 'object', properties: { lastName: { type: 'string' } } },
    },
  },
};
const uiSchema = {
  rentees: {
    'ui:title': '139016',
    'ui:addButton': '139018',
    items: { 'ui:title': '139017', lastName: { 'ui:title': '139019' } },
  },
};
const twoRentees = { rentees: [{ lastName: 'Virtanen' }, { lastName: 'Korhonen' }] };

describe('ArrayFieldTemplate', () => {
  it('renders the array and each item as fieldsets with legends, numbered from 1', () => {
    renderForm({ schema, uiSchema, formData: twoRentees });
    const array = screen.getByRole('group', { name: 'Vuokralaiset' });
    const first = within(array).getByRole('group', { name: 'Vuokralainen 1' });
    expect(within(first).getByRole('textbox', { name: 'Sukunimi' })).toHaveValue('Virtanen');
    expect(within(array).getByRole('group', { name: 'Vuokralainen 2' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Poista Vuokralainen 1' })).toBeInTheDocument();
    expect(within(array).getByRole('button', { name: 'Lisää vuokralainen' })).toBeInTheDocument();
  });

  it('after add: focuses the first input of the new item and announces the row', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: twoRentees });
    await user.click(screen.getByRole('button', { name: 'Lisää vuokralainen' }));
    const added = screen.getByRole('group', { name: 'Vuokralainen 3' });
    // The add button went with the last row allowed: the focus moves at once, not after a frame.
    expect(within(added).getByRole('textbox', { name: 'Sukunimi' })).toHaveFocus();
    expect(form.announce).toHaveBeenCalledWith('Lisätty rivi 3');
    expect(form.data()).toEqual({ rentees: [{ lastName: 'Virtanen' }, { lastName: 'Korhonen' }, {}] });
    // maxItems reached: no add button any more.
    expect(screen.queryByRole('button', { name: 'Lisää vuokralainen' })).toBeNull();
  });

  it("after an add that leaves the add button: the new item's first input gets the focus once the row is painted", async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { rentees: [{ lastName: 'Virtanen' }] } });
    const add = screen.getByRole('button', { name: 'Lisää vuokralainen' });
    await user.click(add);
    // The click's frame paints the new row with the focus still on the button; the next one moves
    // it, and then the row is announced.
    expect(add).toHaveFocus();
    expect(form.announce).not.toHaveBeenCalled();
    const added = screen.getByRole('group', { name: 'Vuokralainen 2' });
    await waitFor(() => expect(within(added).getByRole('textbox', { name: 'Sukunimi' })).toHaveFocus());
    expect(form.announce).toHaveBeenCalledWith('Lisätty rivi 2');
  });

  it('after an add, leaves the focus where the user put it meanwhile, and still announces the row', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: { rentees: [{ lastName: 'Virtanen' }] } });
    await user.click(screen.getByRole('button', { name: 'Lisää vuokralainen' }));
    const first = screen.getByDisplayValue('Virtanen');
    first.focus();
    await waitFor(() => expect(form.announce).toHaveBeenCalledWith('Lisätty rivi 2'));
    expect(first).toHaveFocus();
  });

  it('after remove: focuses the add button and announces the row; the other items are not re-mounted', async () => {
    const user = userEvent.setup();
    const form = renderForm({ schema, uiSchema, formData: twoRentees });
    const korhonen = screen.getByDisplayValue('Korhonen');
    await user.click(screen.getByRole('button', { name: 'Poista Vuokralainen 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lisää vuokralainen' })).toHaveFocus());
    expect(form.announce).toHaveBeenCalledWith('Poistettu rivi 1');
    expect(form.data()).toEqual({ rentees: [{ lastName: 'Korhonen' }] });
    // The same DOM input, now in item 1: React kept the item by its key.
    const remaining = screen.getByRole('group', { name: 'Vuokralainen 1' });
    expect(within(remaining).getByRole('textbox', { name: 'Sukunimi' })).toBe(korhonen);
  });

  it('typing in one item keeps the other items’ inputs', async () => {
    const user = userEvent.setup();
    renderForm({ schema, uiSchema, formData: twoRentees });
    const first = screen.getByDisplayValue('Virtanen');
    const second = screen.getByDisplayValue('Korhonen');
    await user.type(second, 'x');
    expect(screen.getByDisplayValue('Virtanen')).toBe(first);
    expect(screen.getByDisplayValue('Korhonenx')).toBe(second);
  });

  it('uses the default texts and speaks Swedish in sv', async () => {
    const user = userEvent.setup();
    const plain = {
      rentees: { 'ui:title': '139016', items: { lastName: { 'ui:title': '139019' } } },
    };
    const form = renderForm({ schema, uiSchema: plain, formData: { rentees: [{}] }, language: 'sv' });
    expect(screen.getByRole('group', { name: 'Hyresgäster 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    await waitFor(() => expect(form.announce).toHaveBeenCalledWith('Rad 2 har lagts till'));
    await user.click(screen.getByRole('button', { name: 'Ta bort Hyresgäster 2' }));
    await waitFor(() => expect(form.announce).toHaveBeenCalledWith('Rad 2 har tagits bort'));
    expect(screen.getByRole('button', { name: 'Lägg till' })).toHaveFocus();
  });

  it('uses the default texts in fi', () => {
    const plain = { rentees: { items: { lastName: { 'ui:title': '139019' } } } };
    renderForm({ schema, uiSchema: plain, formData: { rentees: [{}] } });
    expect(screen.getByRole('group', { name: 'Rivi 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poista Rivi 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lisää' })).toBeInTheDocument();
  });
});
