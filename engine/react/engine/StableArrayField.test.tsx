import Form, { type FormProps } from '@rjsf/core';
import type { ArrayFieldItemTemplateProps, RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../texts/index.ts';
import { templates } from '../templates/index.ts';
import { WIDGET_TEXT } from '../widgets/textCodes.ts';
import { widgets } from '../widgets/index.ts';
import StableArrayField, { shareStructure } from './StableArrayField.tsx';

describe('shareStructure', () => {
  it('gives back the previous value when the next one is deeply equal', () => {
    const previous = { list: [{ a: 1 }, { a: 2 }], text: 'x' };
    expect(shareStructure(previous, structuredClone(previous))).toBe(previous);
  });

  it('keeps the unchanged parts of a changed value and takes the changed ones', () => {
    const previous = { list: [{ a: 1 }, { a: 2 }, { a: 3 }], text: 'x' };
    const next = { list: [{ a: 1 }, { a: 20 }, { a: 3 }], text: 'x' };
    const shared = shareStructure(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.list[0]).toBe(previous.list[0]);
    expect(shared.list[1]).toBe(next.list[1]);
    expect(shared.list[2]).toBe(previous.list[2]);
  });

  it('tells a missing key from an undefined one, and a longer array from a shorter one', () => {
    const previous: Record<string, unknown> = { a: 1 };
    expect(shareStructure(previous, { a: 1, b: undefined })).not.toBe(previous);
    const list = [1, 2];
    expect(shareStructure(list, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareStructure(list, [1])).toEqual([1]);
  });

  it('never gives an array with a hole or a named property for one without, or the other way round', () => {
    const named = Object.assign([1], { extra: [] });
    expect(shareStructure(named, [1])).toStrictEqual([1]);
    expect(shareStructure([1], named)).toBe(named);
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    const holed = [1, , 3];
    expect(shareStructure([1, undefined, 3], holed)).toBe(holed);
    expect(shareStructure(holed, [1, undefined, 3])).toStrictEqual([1, undefined, 3]);
  });

  it('compares anything but plain objects and arrays by identity', () => {
    const date = new Date(0);
    expect(shareStructure(new Date(0), date)).toBe(date);
    const handler = () => undefined;
    expect(shareStructure({ handler: () => undefined }, { handler }).handler).toBe(handler);
  });
});

describe('StableArrayField', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      people: {
        type: 'array',
        items: { type: 'object', properties: { first: { type: 'string', title: 'First' } } },
      },
    },
  };

  /** The form with three people, through StableArrayField, with the templates (and more) given. */
  const renderPeople = (props: Pick<FormProps, 'templates' | 'widgets' | 'formContext'>) =>
    render(
      <Form
        schema={schema}
        validator={validator}
        initialFormData={{ name: '', people: [{ first: 'a' }, { first: 'b' }, { first: 'c' }] }}
        fields={{ ArrayField: StableArrayField }}
        {...props}
      />,
    );

  function renderCounting() {
    const renders = new Map<number, number>();
    function CountingItem({ children, index }: ArrayFieldItemTemplateProps) {
      renders.set(index, (renders.get(index) ?? 0) + 1);
      return <div>{children}</div>;
    }
    renderPeople({ templates: { ArrayFieldItemTemplate: CountingItem } });
    return renders;
  }

  it('re-renders only the item that changed', () => {
    const renders = renderCounting();
    const before = new Map(renders);
    fireEvent.change(screen.getByDisplayValue('b'), { target: { value: 'bb' } });
    expect(screen.getByDisplayValue('bb')).toBeInTheDocument();
    expect(renders.get(0)).toBe(before.get(0));
    expect(renders.get(1)).toBeGreaterThan(before.get(1) ?? 0);
    expect(renders.get(2)).toBe(before.get(2));
  });

  it('re-renders no item for a change outside the array', () => {
    const renders = renderCounting();
    const before = new Map(renders);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maija' } });
    expect(screen.getByDisplayValue('Maija')).toBeInTheDocument();
    expect(renders).toEqual(before);
  });

  it("with the engine's templates, renders only the new item when one is added", () => {
    // Each render of the engine's item template asks for its remove button's text once.
    const fi = translatorFor('fi');
    let itemRenders = 0;
    const t: typeof fi = (code, params) => {
      if (code === WIDGET_TEXT.remove) itemRenders++;
      return fi(code, params);
    };
    renderPeople({ templates, widgets, formContext: { language: 'fi', t, announce: vi.fn() } });
    expect(itemRenders).toBe(3);
    fireEvent.change(screen.getByDisplayValue('b'), { target: { value: 'bb' } });
    expect(itemRenders).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: /lisää/i }));
    expect(screen.getAllByRole('button', { name: /poista/i })).toHaveLength(4);
    // RJSF hands every item the new count of items; the engine's template shows none of it.
    expect(itemRenders).toBe(5);
  });
});
