/**
 * The form author's playground: paste a JSON schema and a UI schema, and see the form as FormEngine
 * renders it (validators compiled at run time) and the findings of `npm run schemas:check`
 * (checkForm, the same code) as you type. JSON that does not parse, and a form that cannot be
 * rendered, are reported on the page; nothing here crashes it. The playground's own labels are in
 * English: it is an author's tool, not part of the portal.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Component,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { checkForm, type Problem } from '../engine/build/checkForm.ts';
import { runtimeValidateFns } from '../engine/build/runtimeValidateFns.ts';
import type { FormDefinition, FormSchema, UiSchema, ValidateFunction } from '../engine/core/types.ts';
import { FormEngine } from '../engine/react/index.ts';
import { EVERY_FORM } from '../portal/forms/everyForm.ts';
import { LanguageSelect } from '../portal/LanguageSelect.tsx';
import { registers, type Language } from '../texts/index.ts';
import { componentDocs } from '../engine/react/stories/componentDocs.ts';

/** The small working example the playground starts with: every text a code of texts/. */
const EXAMPLE_SCHEMA = {
  type: 'object',
  required: ['name', 'language'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', format: 'free-text', minLength: 1, maxLength: 100 },
    language: { type: 'string', enum: ['fi', 'sv'] },
    rent: { type: 'number', minimum: 0, multipleOf: 0.01 },
    iban: { type: 'string', format: 'iban', maxLength: 34 },
    paperless: { type: 'boolean' },
  },
};
const EXAMPLE_UI = {
  'ui:title': '140003',
  name: { 'ui:title': '139001', 'ui:help': '139002', 'ui:options': { counter: true } },
  language: { 'ui:title': '139005', 'ui:widget': 'radio', 'ui:enumNames': ['139006', '139007'] },
  rent: { 'ui:title': '139004', 'ui:widget': 'money' },
  iban: { 'ui:title': '139008', 'ui:widget': 'iban' },
  paperless: { 'ui:title': '139010' },
};

/** What the author can start from: the small example or any form of schemas/forms (found from its files). */
const STARTS: Record<string, { schema: unknown; uiSchema: unknown }> = {
  'Small example': { schema: EXAMPLE_SCHEMA, uiSchema: EXAMPLE_UI },
  ...Object.fromEntries(
    Object.entries(EVERY_FORM).map(([id, { form }]) => [
      id,
      { schema: form.schema, uiSchema: form.uiSchema },
    ]),
  ),
};

const json = (value: unknown) => JSON.stringify(value, null, 2);
/** The name checkForm gives the pasted form's files. */
const PLAYGROUND_FORM = 'playground';

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

interface Evaluation {
  /** Why the schema or the UI schema is not JSON. */
  jsonErrors: string[];
  problems: Problem[];
  form?: FormDefinition;
  validateFns?: Record<string, ValidateFunction>;
  /** Why the form cannot be rendered (the schema does not compile, …). */
  renderError?: string;
}

function evaluate(schemaText: string, uiText: string): Evaluation {
  const schema = parseJson(schemaText);
  const uiSchema = parseJson(uiText);
  const jsonErrors = [
    ...(schema.ok ? [] : [`The JSON schema is not valid JSON: ${schema.error}`]),
    ...(uiSchema.ok ? [] : [`The UI schema is not valid JSON: ${uiSchema.error}`]),
  ];
  if (!schema.ok || !uiSchema.ok) return { jsonErrors, problems: [] };

  let problems: Problem[];
  try {
    problems = checkForm(
      { form: PLAYGROUND_FORM, schema: schema.value, uiSchema: uiSchema.value, examples: {} },
      registers,
    );
  } catch (error) {
    problems = [{ file: '', path: '', problem: `the check failed: ${(error as Error).message}` }];
  }
  if (!isPlainObject(schema.value) || !isPlainObject(uiSchema.value)) return { jsonErrors, problems };
  const form: FormDefinition = {
    id: PLAYGROUND_FORM,
    schema: schema.value as FormSchema,
    uiSchema: uiSchema.value as UiSchema,
  };
  try {
    return { jsonErrors, problems, form, validateFns: runtimeValidateFns(form.schema) };
  } catch (error) {
    return { jsonErrors, problems, renderError: (error as Error).message };
  }
}

interface BoundaryProps {
  /** A new key (a new form) clears the error and tries again. */
  resetKey: unknown;
  children: ReactNode;
}

/** Keeps a form that throws while rendering from taking the page down; shows why instead. */
class RenderBoundary extends Component<BoundaryProps, { error: Error | null; resetKey: unknown }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error) return <p role="alert">The form cannot be rendered: {this.state.error.message}</p>;
    return this.props.children;
  }
}

const styles = {
  page: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(26rem, 1fr))',
    gap: '2rem',
    fontFamily: 'system-ui, sans-serif',
  },
  textarea: { width: '100%', fontFamily: 'ui-monospace, monospace', fontSize: '0.85rem' },
  label: { display: 'block', fontWeight: 600, margin: '1rem 0 0.25rem' },
  error: { color: 'var(--ef-error)' },
  pre: { background: 'var(--ef-background-muted)', padding: '0.5rem', fontSize: '0.8rem', overflow: 'auto' },
} satisfies Record<string, CSSProperties>;

function problemPlace(problem: Problem): string {
  const file = problem.file.endsWith('.ui.json')
    ? 'UI schema'
    : problem.file.endsWith('.schema.json')
      ? 'Schema'
      : problem.file;
  return [file, problem.path && `at ${problem.path}`].filter(Boolean).join(' ');
}

interface PlaygroundProps {
  /** The language the form starts in (switch it on the page). */
  language: Language;
  /** The JSON schema the playground starts with. */
  schema: string;
  /** The UI schema the playground starts with. */
  uiSchema: string;
}

function Playground({ language: initialLanguage, schema, uiSchema }: PlaygroundProps) {
  const id = useId();
  const [schemaText, setSchemaText] = useState(schema);
  const [uiText, setUiText] = useState(uiSchema);
  const [language, setLanguage] = useState(initialLanguage);
  const [seenArgs, setSeenArgs] = useState({ initialLanguage, schema, uiSchema });
  if (
    seenArgs.initialLanguage !== initialLanguage ||
    seenArgs.schema !== schema ||
    seenArgs.uiSchema !== uiSchema
  ) {
    // New story args (Storybook's controls) start over.
    setSeenArgs({ initialLanguage, schema, uiSchema });
    setLanguage(initialLanguage);
    setSchemaText(schema);
    setUiText(uiSchema);
  }
  const [data, setData] = useState<unknown>(undefined);
  const [submitted, setSubmitted] = useState<unknown>(undefined);

  // Typing stays quick: the check and the form follow a moment later with the newest text.
  const deferredSchema = useDeferredValue(schemaText);
  const deferredUi = useDeferredValue(uiText);
  const evaluation = useMemo(() => evaluate(deferredSchema, deferredUi), [deferredSchema, deferredUi]);

  const start = (name: string) => {
    const chosen = STARTS[name];
    if (!chosen) return;
    setSchemaText(json(chosen.schema));
    setUiText(json(chosen.uiSchema));
    setData(undefined);
    setSubmitted(undefined);
  };

  return (
    <div style={styles.page}>
      <section aria-labelledby={`${id}-input`}>
        <h2 id={`${id}-input`}>Form definition</h2>
        <label style={styles.label} htmlFor={`${id}-start`}>
          Start from
        </label>
        <select id={`${id}-start`} defaultValue="" onChange={(event) => start(event.target.value)}>
          <option value="" disabled>
            Choose…
          </option>
          {Object.keys(STARTS).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label style={styles.label} htmlFor={`${id}-schema`}>
          JSON schema
        </label>
        <textarea
          id={`${id}-schema`}
          style={styles.textarea}
          rows={18}
          spellCheck={false}
          value={schemaText}
          onChange={(event) => setSchemaText(event.target.value)}
        />
        <label style={styles.label} htmlFor={`${id}-ui`}>
          UI schema
        </label>
        <textarea
          id={`${id}-ui`}
          style={styles.textarea}
          rows={18}
          spellCheck={false}
          value={uiText}
          onChange={(event) => setUiText(event.target.value)}
        />

        <h2>Check (npm run schemas:check)</h2>
        {evaluation.jsonErrors.map((error) => (
          <p key={error} role="alert" style={styles.error}>
            {error}
          </p>
        ))}
        {evaluation.jsonErrors.length === 0 &&
          (evaluation.problems.length === 0 ? (
            <p role="status">No problems found.</p>
          ) : (
            <ul aria-label="Problems" style={styles.error}>
              {evaluation.problems.map((problem, index) => (
                <li key={index}>
                  <strong>{problemPlace(problem)}</strong>: {problem.problem}
                </li>
              ))}
            </ul>
          ))}
      </section>

      <section aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>Form</h2>
        <div style={styles.label}>
          <LanguageSelect language={language} onChange={setLanguage} />
        </div>
        {evaluation.renderError && (
          <p role="alert" style={styles.error}>
            The form cannot be rendered: {evaluation.renderError}
          </p>
        )}
        {evaluation.form && evaluation.validateFns && (
          <RenderBoundary resetKey={evaluation.form}>
            <FormEngine
              form={evaluation.form}
              validateFns={evaluation.validateFns}
              language={language}
              onChange={setData}
              onSubmit={setSubmitted}
            />
          </RenderBoundary>
        )}
        <h3>Data</h3>
        <pre style={styles.pre}>{data === undefined ? '—' : json(data)}</pre>
        {submitted !== undefined && (
          <>
            <h3>Submitted</h3>
            <pre style={styles.pre}>{json(submitted)}</pre>
          </>
        )}
      </section>
    </div>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "A form author's scratchpad: paste a JSON schema and a UI schema, or start from a form, and see the form and the findings of `schemas:check` as you type.",
  use: 'Trying an idea; real changes go through the designer (`npm run designer`), which saves the files.',
  states: 'The editor, with a working example.',
  texts:
    "The author's own labels are in English; the form shows the register's texts in the chosen language.",
  keyboard: 'Tab between the two text areas, the language switch and the form.',
  screenReader: "Problems are a list named 'Problems'; JSON that does not parse is an alert.",
});

const meta = {
  title: 'Playground',
  component: Playground,
  parameters: { layout: 'padded', ...docs },
  args: { language: 'fi', schema: json(EXAMPLE_SCHEMA), uiSchema: json(EXAMPLE_UI) },
  argTypes: {
    // Edited on the page, not in the controls panel.
    schema: { table: { disable: true } },
    uiSchema: { table: { disable: true } },
  },
  excludeStories: /^[a-z]/,
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {};
