/** Smoke test of every story of the theme: it renders, in its language, without a missing text code. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryForm, type StoryFormProps } from './StoryForm.tsx';

interface StoryModule {
  default: { title: string; args?: Partial<StoryFormProps> };
  [story: string]: unknown;
}

const modules = import.meta.glob<StoryModule>(['../widgets/*.stories.tsx', '../templates/*.stories.tsx'], {
  eager: true,
});

describe.each(Object.values(modules).map((module) => [module.default.title, module] as const))(
  '%s',
  (_title, module) => {
    const stories = Object.entries(module).filter(([name]) => name !== 'default') as [
      string,
      { args?: Partial<StoryFormProps> },
    ][];

    it('has the empty, filled, error and disabled states, and every state in fi and sv', () => {
      const names = stories.map(([name]) => name);
      expect(names).toEqual(
        expect.arrayContaining([
          'DisabledFi',
          'DisabledSv',
          'EmptyFi',
          'EmptySv',
          'ErrorFi',
          'ErrorSv',
          'FilledFi',
          'FilledSv',
        ]),
      );
      const states = (suffix: string) =>
        names.filter((name) => name.endsWith(suffix)).map((name) => name.slice(0, -2));
      expect(states('Sv')).toEqual(states('Fi'));
      expect(names.length).toBe(states('Fi').length * 2);
    });

    it.each(stories)('%s renders every text', (name, story) => {
      const args = { ...module.default.args, ...story.args } as StoryFormProps;
      const { container } = render(<StoryForm {...args} />);
      expect(container).not.toHaveTextContent(/puuttuu/);
      expect(container.querySelector('[lang]')).toHaveAttribute('lang', name.endsWith('Sv') ? 'sv' : 'fi');
      if (name === 'ErrorFi' || name === 'ErrorSv') {
        expect(container).toHaveTextContent(
          name.endsWith('Sv') ? 'Kontrollera uppgiften.' : 'Tarkista tieto.',
        );
      }
      if (name.startsWith('Disabled')) {
        const controls = container.querySelectorAll('input:not([type="hidden"]), select, textarea');
        expect(controls.length).toBeGreaterThan(0);
        controls.forEach((control) => expect(control).toBeDisabled());
      }
    });
  },
);
