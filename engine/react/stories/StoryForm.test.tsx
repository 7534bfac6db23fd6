/** Smoke test of every story of the theme: it renders in either language without a missing text code. */
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

    it('has the empty, filled, error and disabled states', () => {
      expect(stories.map(([name]) => name)).toEqual(
        expect.arrayContaining(['Disabled', 'Empty', 'Error', 'Filled']),
      );
    });

    const cases = stories.flatMap(([name, story]) =>
      (['fi', 'sv'] as const).map((language) => [name, language, story] as const),
    );
    it.each(cases)('%s renders every text in %s', (name, language, story) => {
      // The toolbar's language, as .storybook/preview.tsx hands it to the story.
      const args = { ...module.default.args, ...story.args, language } as StoryFormProps;
      const { container } = render(<StoryForm {...args} />);
      expect(container).not.toHaveTextContent(/puuttuu/);
      expect(container.querySelector('[lang]')).toHaveAttribute('lang', language);
      if (name === 'Error') {
        expect(container).toHaveTextContent(language === 'sv' ? 'Kontrollera uppgiften.' : 'Tarkista tieto.');
      }
      if (name.startsWith('Disabled')) {
        const controls = container.querySelectorAll('input:not([type="hidden"]), select, textarea');
        expect(controls.length).toBeGreaterThan(0);
        controls.forEach((control) => expect(control).toBeDisabled());
      }
    });
  },
);
