/**
 * Every story of the error summary, the steps, the three forms and the playground (portable
 * stories) renders in jsdom, in its language, with no missing text code; the stories' play
 * functions run. The error summary's links focus their fields, and the playground reports broken
 * JSON and checkForm's findings without crashing.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as playgroundStories from '../../../.storybook/Playground.stories';
import preview from '../../../.storybook/preview';
import * as formStories from '../../../portal/forms.stories';
import { registers } from '../../../texts';
import { checkForm } from '../../build/checkForm';
import * as errorSummaryStories from './ErrorSummary.stories';
import * as stepsStories from './Steps.stories';

setProjectAnnotations(preview);

type ComposedStory = ((args?: object) => ReactElement) & {
  play?: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
};
const asStories = (stories: object) => Object.entries(stories) as [string, ComposedStory][];

const errorSummary = composeStories(errorSummaryStories);
const steps = composeStories(stepsStories);
const forms = composeStories(formStories);
const playground = composeStories(playgroundStories);

const files = {
  'Engine/ErrorSummary': asStories(errorSummary),
  'Engine/Steps': asStories(steps),
  'Portal/Forms': asStories(forms),
  Playground: asStories(playground),
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
