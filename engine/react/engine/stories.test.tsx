/**
 * Every story of the error summary, the steps, the forms, the playground, the portal's shell
 * (dialogs, layout, pages) and the staff area (issue 14) renders in jsdom, in its language, with no missing text code; the
 * stories' play functions run. The error summary's links focus their fields, the playground
 * reports broken JSON and checkForm's findings without crashing, and each state of the company
 * page shows what it should from its stubbed answer.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as foundationsStories from '../../../.storybook/Foundations.stories.tsx';
import * as playgroundStories from '../../../.storybook/Playground.stories.tsx';
import preview from '../../../.storybook/preview.tsx';
import * as dialogStories from '../../../portal/dialogs/dialogs.stories.tsx';
import * as formStories from '../../../portal/forms.stories.tsx';
import { FORM_IDS } from '../../../portal/forms/everyForm.ts';
import * as layoutStories from '../../../portal/layout/layout.stories.tsx';
import * as shellPageStories from '../../../portal/pages/shell-pages.stories.tsx';
import * as intraAuditStories from '../../../portal/pages/intra/intraAudit.stories.tsx';
import * as intraCaseStories from '../../../portal/pages/intra/intraCase.stories.tsx';
import * as intraCustomerStories from '../../../portal/pages/intra/intraCustomer.stories.tsx';
import { STORY_ORGANISATIONS } from '../../../portal/shell.story-helpers.tsx';
import { registers, t } from '../../../texts/index.ts';
import { checkForm } from '../../build/checkForm.ts';
import {
  COLOUR_GROUPS,
  DARK_BACKGROUNDS,
  LIGHT_BACKGROUNDS,
  ON_DARK,
  TEXT_TOKENS,
  UI_LINES,
} from '../../../design/contrast.ts';
import * as errorSummaryStories from './ErrorSummary.stories.tsx';
import * as stepsStories from './Steps.stories.tsx';

setProjectAnnotations(preview);

type ComposedStory = ((args?: object) => ReactElement) & {
  play?: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
};
const asStories = (stories: object) => Object.entries(stories) as [string, ComposedStory][];

const errorSummary = composeStories(errorSummaryStories);
const steps = composeStories(stepsStories);
const forms = composeStories(formStories);
const playground = composeStories(playgroundStories);
const dialogs = composeStories(dialogStories);
const layout = composeStories(layoutStories);
const shellPages = composeStories(shellPageStories);
const intraCustomer = composeStories(intraCustomerStories);
const intraCase = composeStories(intraCaseStories);
const intraAudit = composeStories(intraAuditStories);

const files = {
  'Engine/ErrorSummary': asStories(errorSummary),
  'Engine/Steps': asStories(steps),
  'Portal/Forms': asStories(forms),
  Playground: asStories(playground),
  'Portal/Dialogs': asStories(dialogs),
  'Portal/Layout': asStories(layout),
  'Portal/Pages': asStories(shellPages),
  'Portal/Staff area/Customer': asStories(intraCustomer),
  'Portal/Staff area/Case': asStories(intraCase),
  'Portal/Staff area/Audit': asStories(intraAudit),
};

async function renderStory(Story: ComposedStory) {
  const view = render(<Story />);
  await Story.play?.({ canvasElement: view.container });
  return view;
}

describe.each(Object.entries(files))('%s', (_title, stories) => {
  it('has stories in Finnish and Swedish', () => {
    const names = stories.map(([name]) => name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/(Fi|Sv)$/);
    expect(names.filter((name) => name.endsWith('Fi')).map((name) => name.slice(0, -2))).toEqual(
      names.filter((name) => name.endsWith('Sv')).map((name) => name.slice(0, -2)),
    );
  });

  it.each(stories)('%s renders every text in its language', async (name, Story) => {
    const { container } = await renderStory(Story);
    expect(container).not.toBeEmptyDOMElement();
    expect(document.body.innerHTML).not.toMatch(/Tekstikoodi/);
    // The form's own language where there is one (the playground's switch names each language in it).
    const shown = container.querySelector('.engine-form') ?? container.querySelector('[lang]');
    expect(shown).toHaveAttribute('lang', name.endsWith('Sv') ? 'sv' : 'fi');
    expect(screen.queryByText(/The form cannot be rendered/)).not.toBeInTheDocument();
  });
});

describe('the forms stories show every form of schemas/forms (found from its files)', () => {
  const cases = FORM_IDS.flatMap((form) =>
    (['EmptyFi', 'EmptySv', 'PrefilledFi', 'PrefilledSv'] as const).map((story) => [form, story] as const),
  );
  it('lists every form, the tenancy-end notice among them', () => {
    expect(FORM_IDS).toEqual(expect.arrayContaining(['landlord-application', 'tenancy-end-notice']));
  });

  it.each(cases)('%s %s renders every text in its language', async (form, name) => {
    const Story = forms[name] as unknown as (args: { form: string }) => ReactElement;
    const { container } = render(<Story form={form} />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.innerHTML).not.toMatch(/Tekstikoodi/);
    expect(container.querySelector('.engine-form')).toHaveAttribute(
      'lang',
      name.endsWith('Sv') ? 'sv' : 'fi',
    );
    expect(screen.queryByText(/The form cannot be rendered/)).not.toBeInTheDocument();
  });
});

describe('the error summary stories', () => {
  it.each(asStories(errorSummary))('%s: every entry focuses its field', async (_name, Story) => {
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
    await renderStory(errorSummary.SeveralErrorsFi as ComposedStory);
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
    await renderStory(steps.CheckStepSv as ComposedStory);
    expect(screen.getByText('Steg 3/3')).toBeInTheDocument();
    expect(screen.getByText('Matti Meikäläinen')).toBeInTheDocument();
  });
});

describe('the playground', () => {
  const textarea = (name: string) => screen.getByRole('textbox', { name });

  it('starts with a working example and no findings', async () => {
    await renderStory(playground.PlaygroundFi as ComposedStory);
    expect(screen.getByRole('status')).toHaveTextContent('No problems found.');
    expect(screen.getByRole('textbox', { name: /Nimi/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports JSON that does not parse, and recovers when it is fixed', async () => {
    await renderStory(playground.PlaygroundFi as ComposedStory);
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
    await renderStory(playground.PlaygroundFi as ComposedStory);
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
    await renderStory(playground.PlaygroundFi as ComposedStory);
    fireEvent.change(textarea('JSON schema'), {
      target: { value: JSON.stringify({ type: 'object', properties: { name: { type: 'nonsense' } } }) },
    });
    expect(await screen.findByRole('list', { name: 'Problems' })).toHaveTextContent(/does not compile/);
    expect(screen.getByRole('heading', { name: 'Form' })).toBeInTheDocument();
  });

  it('switches the form between Finnish and Swedish', async () => {
    const user = userEvent.setup();
    await renderStory(playground.PlaygroundFi as ComposedStory);
    expect(screen.getByRole('textbox', { name: /Nimi/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kieli' }), 'sv');
    expect(await screen.findByRole('textbox', { name: /Namn/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
  });
});

describe('the portal shell stories', () => {
  it.each([
    ['ChooseCompanyNoDataFi', '406060'],
    ['ChooseCompanyNoDataEkeviSv', '439880'],
    ['ChooseCompanyFetchingErrorFi', '388170'],
  ])('%s shows its alert (%s) from the stubbed organisation roles', async (name, code) => {
    const Story = shellPages[name as keyof typeof shellPages] as ComposedStory;
    await renderStory(Story);
    const language = name.endsWith('Sv') ? 'sv' : 'fi';
    expect(await screen.findByRole('alert')).toHaveTextContent(t(language, code));
    expect(screen.queryByRole('combobox', { name: t(language, '144021') })).not.toBeInTheDocument();
  });

  it('lists the organisations in the list story, and shows a spinner in the loading story', async () => {
    const { unmount } = await renderStory(shellPages.ChooseCompanyListSv as ComposedStory);
    const list = screen.getByRole('listbox', { name: t('sv', '144021') });
    expect(within(list).getAllByRole('option')).toHaveLength(STORY_ORGANISATIONS.length);
    expect(screen.getByRole('link', { name: t('sv', '144028') })).toBeInTheDocument();
    unmount();
    await renderStory(shellPages.ChooseCompanyLoadingFi as ComposedStory);
    expect(screen.getByRole('status')).toHaveTextContent(t('fi', '140002'));
  });

  it.each([
    ['PageErrorSv', '143040'],
    ['ChooseCompanyFetchingErrorSv', '388170'],
  ])('%s reports its failure to the stubbed server log, not to the network', async (name, code) => {
    const network = vi.fn(() => Promise.reject(new TypeError('no network in this test')));
    const original = globalThis.fetch;
    globalThis.fetch = network;
    try {
      const { unmount } = await renderStory(shellPages[name as keyof typeof shellPages] as ComposedStory);
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
    const { unmount } = await renderStory(shellPages.ChooseCompanyListFi as ComposedStory);
    expect(globalThis.fetch).not.toBe(original);
    unmount();
    expect(globalThis.fetch).toBe(original);
  });

  it("shows the organisation's representative as 'company / name' with 'choose company' in the sidebar", async () => {
    await renderStory(layout.OrganisationFi as ComposedStory);
    expect(
      screen.getByRole('button', { expanded: false, name: /Vuokratalot Mäkinen Oy \/ Sari Mäkinen/ }),
    ).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: t('fi', '143002') });
    expect(within(sidebar).getByRole('link', { name: t('fi', '143006') })).toBeInTheDocument();
  });

  it('shows a public page with the header and footer only, and the ekevi logged-out page without feedback', async () => {
    const { unmount } = await renderStory(layout.LoggedOutSv as ComposedStory);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: t('sv', '144050') })).toBeInTheDocument();
    unmount();
    await renderStory(shellPages.LoggedOutEkeviSv as ComposedStory);
    expect(screen.getByRole('heading', { level: 1, name: t('sv', '144040') })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('opens the logout dialog from the sidebar, and logging out leads to the logged-out page', async () => {
    const user = userEvent.setup();
    await renderStory(layout.PersonFi as ComposedStory);
    const sidebar = screen.getByRole('navigation', { name: t('fi', '143002') });
    await user.click(within(sidebar).getByRole('button', { name: t('fi', '141011') }));
    const dialog = screen.getByRole('dialog', { name: t('fi', '142010') });
    await user.click(within(dialog).getByRole('button', { name: t('fi', '141011') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('fi', '144040') })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
