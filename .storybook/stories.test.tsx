/**
 * Every story of every story file renders in jsdom in Finnish and in Swedish, as the toolbar of
 * .storybook/preview.tsx chooses them: in that language, with no missing text code, its play
 * function run, and with no violation of the accessibility rules that Storybook's panel runs
 * (design/accessibility.ts through the preview's `a11y` parameter). The error summary's links
 * focus their fields, the playground reports broken JSON and checkForm's findings without crashing,
 * and each state of the company page shows what it should from its stubbed answer.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as foundationsStories from './Foundations.stories.tsx';
import * as playgroundStories from './Playground.stories.tsx';
import * as scalesStories from './Scales.stories.tsx';
import preview from './preview.tsx';
import { STORY_A11Y } from '../design/accessibility.ts';
import * as formStories from '../portal/forms.stories.tsx';
import { FORM_IDS } from '../portal/forms/everyForm.ts';
import * as layoutStories from '../portal/layout/layout.stories.tsx';
import * as shellPageStories from '../portal/pages/shell-pages.stories.tsx';
import { STORY_ORGANISATIONS } from '../portal/shell.story-helpers.tsx';
import { registers, t, type Language } from '../texts/index.ts';
import { checkForm } from '../engine/build/checkForm.ts';
import { DOCS_SECTIONS } from '../engine/react/stories/componentDocs.ts';
import { SCALE_GROUPS } from '../design/scales.ts';
import {
  COLOUR_GROUPS,
  DARK_BACKGROUNDS,
  LIGHT_BACKGROUNDS,
  ON_DARK,
  TEXT_TOKENS,
  UI_LINES,
} from '../design/contrast.ts';
import * as errorSummaryStories from '../engine/react/engine/ErrorSummary.stories.tsx';
import * as stepsStories from '../engine/react/engine/Steps.stories.tsx';

setProjectAnnotations(preview);

// jsdom draws nothing: axe's colour rules ask a canvas for a context and get none (its result is
// 'incomplete'), without jsdom's 'not implemented' printed hundreds of times.
HTMLCanvasElement.prototype.getContext = () => null;

type A11yParameter = Omit<typeof STORY_A11Y, 'test'> & { disable?: boolean; test?: 'off' | 'todo' | 'error' };
type ComposedStory = ((args?: object) => ReactElement) & {
  play?: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  parameters: { a11y?: A11yParameter };
  args: Record<string, unknown>;
};
type StoryModule = Parameters<typeof composeStories>[0];

/** A file's stories as the toolbar shows them in `language`. */
function storiesIn(module: StoryModule, language: Language): [string, ComposedStory][] {
  return Object.entries(composeStories(module, { initialGlobals: { language } })) as [
    string,
    ComposedStory,
  ][];
}
/** One story of a file in `language`. */
function storyIn<Module extends StoryModule>(
  module: Module,
  name: Exclude<keyof Module, 'default'>,
  language: Language,
): ComposedStory {
  return composeStories(module, { initialGlobals: { language } })[
    name as keyof ReturnType<typeof composeStories<Module>>
  ] as unknown as ComposedStory;
}

async function renderStory(Story: ComposedStory) {
  const view = render(<Story />);
  await Story.play?.({ canvasElement: view.container });
  return view;
}

/**
 * What Storybook's accessibility panel reports for the story on the page: axe-core with the story's
 * `a11y` parameter (the preview's, unless the story says otherwise), over the whole document as
 * the addon runs it (a dialog opens outside the story's root). jsdom has no layout, so the rules
 * that measure (colour contrast, target size) come back as incomplete, not as passes: the e2e
 * sweeps and design/tokens.test.ts check those in a real browser and from the tokens.
 */
async function a11yViolations(a11y: A11yParameter | undefined): Promise<string[]> {
  if (!a11y || a11y.disable || a11y.test === 'off') return [];
  axe.reset();
  axe.configure(a11y.config);
  const results = await axe.run(document.body, { ...a11y.options, resultTypes: ['violations'] });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

type Globals = { globals?: Record<string, unknown> };
/** The language a story (or its file) sets for itself with `globals`, locking the toolbar's. */
function ownLanguage(module: StoryModule, name: string): unknown {
  const story = (module as unknown as Record<string, Globals>)[name];
  return story?.globals?.['language'] ?? (module.default as Globals).globals?.['language'];
}

/** Every story file of the repository (Storybook's `stories` globs in .storybook/main.ts). */
const storyFiles = {
  ...import.meta.glob<StoryModule>(['../engine/**/*.stories.tsx', '../portal/**/*.stories.tsx'], {
    eager: true,
  }),
  '.storybook/Foundations.stories.tsx': foundationsStories,
  '.storybook/Playground.stories.tsx': playgroundStories,
  '.storybook/Scales.stories.tsx': scalesStories,
};
/**
 * Stories tagged `heavy` (the landlord form with 200 tenants) take minutes in jsdom: the Storybook
 * e2e (tests/e2e/storybook.e2e.ts) finds them by their tag and runs the accessibility panel on them in
 * Chromium.
 */
const isHeavy = (module: StoryModule, name: string) =>
  ((module as unknown as Record<string, { tags?: string[] }>)[name]?.tags ?? []).includes('heavy');
const everyStory = Object.values(storyFiles).flatMap((module) =>
  Object.keys(composeStories(module))
    .filter((name) => !isHeavy(module, name))
    .map((name) => [`${(module.default as { title: string }).title} / ${name}`, module, name] as const),
);

describe('every story, in Finnish and in Swedish', () => {
  it('finds the story files of engine/, portal/ and .storybook/', () => {
    const titles = Object.values(storyFiles).map((module) => (module.default as { title: string }).title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Engine/Widgets/TextWidget',
        'Portal/Dialogs/Logout',
        'Portal/Pages/Staff area/Case',
        'Foundations/Colours',
      ]),
    );
    expect(titles.length).toBeGreaterThanOrEqual(33);
  });

  it("runs the panel's rules: WCAG 2.2 A and AA and best practices, a violation failing the story", () => {
    expect(preview.parameters?.['a11y']).toEqual(STORY_A11Y);
    expect(STORY_A11Y.test).toBe('error');
  });

  it.each(Object.entries(storyFiles))('%s has a Docs page with every section', (_file, module) => {
    const meta = module.default as { parameters?: { docs?: { description?: { component?: string } } } };
    const page = meta.parameters?.docs?.description?.component ?? '';
    for (const [, heading] of DOCS_SECTIONS) {
      const section = page.split(`#### ${heading}\n\n`)[1]?.split('\n\n#### ')[0] ?? '';
      expect(section.trim().length, heading).toBeGreaterThan(10);
    }
  });

  it.each(everyStory)(
    '%s',
    async (_name, module, name) => {
      for (const language of ['fi', 'sv'] as const) {
        const Story = storyIn(module, name as never, language);
        const { container, unmount } = await renderStory(Story);
        expect(container).not.toBeEmptyDOMElement();
        expect(document.body.innerHTML).not.toMatch(/Tekstikoodi/);
        expect(screen.queryByText(/The form cannot be rendered/)).not.toBeInTheDocument();
        if ('language' in Story.args) {
          // The toolbar's language, unless the story keeps one of its own.
          const shown = container.querySelector('.engine-form') ?? container.querySelector('[lang]');
          expect(shown).toHaveAttribute('lang', ownLanguage(module, name) ?? language);
        }
        expect(await a11yViolations(Story.parameters.a11y), `${language}: accessibility`).toEqual([]);
        unmount();
      }
    },
    120_000,
  );
});

describe('the accessibility check of the stories', () => {
  /** Stories with known faults, made as a story file is, through the same preview. */
  const seeded = {
    default: { title: 'Seeded' },
    UnlabelledInput: { render: () => <input type="text" /> },
    NamelessButton: { render: () => <button type="button" /> },
    ImageWithoutText: { render: () => <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /> },
    TurnedOff: {
      render: () => <input type="text" />,
      parameters: { a11y: { test: 'off' } },
    },
  };

  it.each([
    ['UnlabelledInput', 'label'],
    ['NamelessButton', 'button-name'],
    ['ImageWithoutText', 'image-alt'],
  ] as const)('fails %s on the rule %s', async (name, rule) => {
    const Story = storyIn(seeded, name, 'fi');
    const { unmount } = await renderStory(Story);
    const violations = await a11yViolations(Story.parameters.a11y);
    unmount();
    expect(violations.map((violation) => violation.split(':')[0])).toContain(rule);
  });

  it('passes a story whose check is turned off, as the panel does', async () => {
    const Story = storyIn(seeded, 'TurnedOff', 'fi');
    const { unmount } = await renderStory(Story);
    expect(await a11yViolations(Story.parameters.a11y)).toEqual([]);
    unmount();
  });
});

describe('the forms stories show every form of schemas/forms (found from its files)', () => {
  const cases = FORM_IDS.flatMap((form) =>
    (['Empty', 'Prefilled'] as const).flatMap((story) =>
      (['fi', 'sv'] as const).map((language) => [form, story, language] as const),
    ),
  );
  it('lists every form, the tenancy-end notice among them', () => {
    expect(FORM_IDS).toEqual(expect.arrayContaining(['landlord-application', 'tenancy-end-notice']));
  });

  it.each(cases)('%s %s renders every text in %s', async (form, name, language) => {
    const Story = storyIn(formStories, name, language) as (args: { form: string }) => ReactElement;
    const { container } = render(<Story form={form} />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.innerHTML).not.toMatch(/Tekstikoodi/);
    expect(container.querySelector('.engine-form')).toHaveAttribute('lang', language);
    expect(screen.queryByText(/The form cannot be rendered/)).not.toBeInTheDocument();
  });
});

describe('the error summary stories', () => {
  it.each(storiesIn(errorSummaryStories, 'fi'))('%s: every entry focuses its field', async (_name, Story) => {
    const user = userEvent.setup();
    const { container } = await renderStory(Story);
    const links = within(container).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const field = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(field).not.toBeNull();
      await user.click(link);
      expect(field?.contains(document.activeElement)).toBe(true);
    }
  });

  it('says how many errors there are', async () => {
    await renderStory(storyIn(errorSummaryStories, 'SeveralErrors', 'fi'));
    expect(screen.getByText('Korjaa seuraavat 3 kohtaa ennen kuin jatkat:')).toBeInTheDocument();
  });
});

describe('the foundations: colours', () => {
  const { Palette } = composeStories(foundationsStories);

  it('shows every colour token as a swatch and every allowed pair with a ratio that passes', () => {
    const { container } = render(<Palette />);
    const tokens = COLOUR_GROUPS.flatMap((group) => group.tokens);
    const swatches = [...container.querySelectorAll('li code')].map((code) => code.textContent);
    expect(swatches).toEqual(tokens);
    const ratios = [...container.querySelectorAll('td[data-ratio]')];
    expect(ratios).toHaveLength(
      TEXT_TOKENS.length * LIGHT_BACKGROUNDS.length +
        ON_DARK.length * DARK_BACKGROUNDS.length +
        UI_LINES.length * LIGHT_BACKGROUNDS.length,
    );
    expect(ratios.filter((cell) => !cell.textContent?.endsWith('passes'))).toEqual([]);
    // The ratios are the real ones: body text on white is 17.04:1.
    expect(
      within(screen.getByRole('table', { name: /^Text on light backgrounds/ })).getAllByRole('cell')[0],
    ).toHaveTextContent('17.04:1 passes');
  });
});

describe('the foundations: scales', () => {
  it.each(SCALE_GROUPS.map((group) => [group.name, group.tokens] as const))(
    '%s shows every token of its scale with its value',
    async (name, tokens) => {
      const story = Object.entries(composeStories(scalesStories)).find(
        ([, Story]) => (Story as unknown as ComposedStory).args['scale'] === name,
      );
      expect(story).toBeDefined();
      const Story = story![1] as unknown as ComposedStory;
      render(<Story />);
      const table = screen.getByRole('table', { name: `${name}: the tokens` });
      const rows = within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent);
      expect(rows).toEqual([...tokens]);
      if (name === 'Spacing')
        expect(within(table).getByRole('row', { name: /--space-4 1rem/ })).toBeInTheDocument();
    },
  );
});

describe('the steps stories', () => {
  it('defines a stepped form that schemas:check accepts, with a valid example', () => {
    expect(
      checkForm(
        {
          form: 'steps-story',
          schema: stepsStories.steppedForm.schema,
          uiSchema: stepsStories.steppedForm.uiSchema,
          examples: { 'valid-story': stepsStories.steppedExample },
        },
        registers,
      ),
    ).toEqual([]);
  });

  it('steps on to the check-your-answers step (the play function)', async () => {
    await renderStory(storyIn(stepsStories, 'CheckStep', 'sv'));
    expect(screen.getByText('Steg 3/3')).toBeInTheDocument();
    expect(screen.getByText('Matti Meikäläinen')).toBeInTheDocument();
  });
});

describe('the playground', () => {
  const textarea = (name: string) => screen.getByRole('textbox', { name });

  it('starts with a working example and no findings', async () => {
    await renderStory(storyIn(playgroundStories, 'Editor', 'fi'));
    expect(screen.getByRole('status')).toHaveTextContent('No problems found.');
    expect(screen.getByRole('textbox', { name: /Nimi/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports JSON that does not parse, and recovers when it is fixed', async () => {
    await renderStory(storyIn(playgroundStories, 'Editor', 'fi'));
    const schema = textarea('JSON schema');
    const good = (schema as HTMLTextAreaElement).value;
    fireEvent.change(schema, { target: { value: '{ "type": "object", ' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/The JSON schema is not valid JSON/);
    expect(screen.getByRole('heading', { name: 'Form' })).toBeInTheDocument();

    fireEvent.change(textarea('UI schema'), { target: { value: '{' } });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(/The UI schema is not valid JSON/);

    fireEvent.change(schema, { target: { value: good } });
    fireEvent.change(textarea('UI schema'), { target: { value: '{}' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the checkForm problem of a UI schema naming an unknown field', async () => {
    await renderStory(storyIn(playgroundStories, 'Editor', 'fi'));
    fireEvent.change(textarea('UI schema'), {
      target: {
        value: JSON.stringify({ name: { 'ui:title': '139001' }, nosuchfield: { 'ui:title': '139001' } }),
      },
    });
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(problems).toHaveTextContent(
      'UI schema at /nosuchfield: the schema has no field "nosuchfield" here',
    );
  });

  it('reports a schema that does not compile instead of crashing', async () => {
    await renderStory(storyIn(playgroundStories, 'Editor', 'fi'));
    fireEvent.change(textarea('JSON schema'), {
      target: { value: JSON.stringify({ type: 'object', properties: { name: { type: 'nonsense' } } }) },
    });
    expect(await screen.findByRole('list', { name: 'Problems' })).toHaveTextContent(/does not compile/);
    expect(screen.getByRole('heading', { name: 'Form' })).toBeInTheDocument();
  });

  it('switches the form between Finnish and Swedish', async () => {
    const user = userEvent.setup();
    await renderStory(storyIn(playgroundStories, 'Editor', 'fi'));
    expect(screen.getByRole('textbox', { name: /Nimi/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kieli' }), 'sv');
    expect(await screen.findByRole('textbox', { name: /Namn/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
  });
});

describe('the portal shell stories', () => {
  it.each([
    ['ChooseCompanyNoData', 'fi', '406060'],
    ['ChooseCompanyNoDataEkevi', 'sv', '439880'],
    ['ChooseCompanyFetchingError', 'fi', '388170'],
  ] as const)(
    '%s in %s shows its alert (%s) from the stubbed organisation roles',
    async (name, language, code) => {
      await renderStory(storyIn(shellPageStories, name, language));
      expect(await screen.findByRole('alert')).toHaveTextContent(t(language, code));
      expect(screen.queryByRole('combobox', { name: t(language, '144021') })).not.toBeInTheDocument();
    },
  );

  it('lists the organisations in the list story, and shows a spinner in the loading story', async () => {
    const { unmount } = await renderStory(storyIn(shellPageStories, 'ChooseCompanyList', 'sv'));
    const list = screen.getByRole('listbox', { name: t('sv', '144021') });
    expect(within(list).getAllByRole('option')).toHaveLength(STORY_ORGANISATIONS.length);
    expect(screen.getByRole('link', { name: t('sv', '144028') })).toBeInTheDocument();
    unmount();
    await renderStory(storyIn(shellPageStories, 'ChooseCompanyLoading', 'fi'));
    expect(screen.getByRole('status')).toHaveTextContent(t('fi', '140002'));
  });

  it.each([
    ['PageError', '143040'],
    ['ChooseCompanyFetchingError', '388170'],
  ] as const)('%s reports its failure to the stubbed server log, not to the network', async (name, code) => {
    const network = vi.fn(() => Promise.reject(new TypeError('no network in this test')));
    const original = globalThis.fetch;
    globalThis.fetch = network;
    try {
      const { unmount } = await renderStory(storyIn(shellPageStories, name, 'sv'));
      expect(await screen.findByRole('alert')).toHaveTextContent(t('sv', code));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(network).not.toHaveBeenCalled();
      unmount();
      expect(globalThis.fetch).toBe(network);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('gives fetch back when a story with stubbed answers unmounts', async () => {
    const original = globalThis.fetch;
    const { unmount } = await renderStory(storyIn(shellPageStories, 'ChooseCompanyList', 'fi'));
    expect(globalThis.fetch).not.toBe(original);
    unmount();
    expect(globalThis.fetch).toBe(original);
  });

  it("shows the organisation's representative as 'company / name' with 'choose company' in the sidebar", async () => {
    await renderStory(storyIn(layoutStories, 'Organisation', 'fi'));
    expect(
      screen.getByRole('button', { expanded: false, name: /Vuokratalot Mäkinen Oy \/ Sari Mäkinen/ }),
    ).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: t('fi', '143002') });
    expect(within(sidebar).getByRole('link', { name: t('fi', '143006') })).toBeInTheDocument();
  });

  it('shows a public page with the header and footer only, and the ekevi logged-out page without feedback', async () => {
    const { unmount } = await renderStory(storyIn(layoutStories, 'LoggedOut', 'sv'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: t('sv', '144050') })).toBeInTheDocument();
    unmount();
    await renderStory(storyIn(shellPageStories, 'LoggedOutEkevi', 'sv'));
    expect(screen.getByRole('heading', { level: 1, name: t('sv', '144040') })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('opens the logout dialog from the sidebar, and logging out leads to the logged-out page', async () => {
    const user = userEvent.setup();
    await renderStory(storyIn(layoutStories, 'Person', 'fi'));
    const sidebar = screen.getByRole('navigation', { name: t('fi', '143002') });
    await user.click(within(sidebar).getByRole('button', { name: t('fi', '141011') }));
    const dialog = screen.getByRole('dialog', { name: t('fi', '142010') });
    await user.click(within(dialog).getByRole('button', { name: t('fi', '141011') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('fi', '144040') })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
