/**
 * The checks of `npm run schemas:check` for one form, with no file access, so that the CLI and
 * the Storybook playground run the same code: the schema compiles with only known keywords and
 * formats, the UI schema names only existing fields, known widgets and existing text codes, and
 * every example validates or fails as its name says.
 */
import { Ajv } from 'ajv';
import { isTextCode, type TextRegister } from '../../texts/index.ts';
import { registerValidators } from '../../validators/ajv.ts';
import { fieldSchemaAt, resolveSchema } from '../core/resolve.ts';
import { createRuntimeValidators } from '../core/runtimeValidators.ts';
import { checkRowFileText, createRowFileCheck, rowFileLayout } from '../core/rowFile.ts';
import { findErrors } from '../core/submission.ts';
import type { FormSchema, UiSchema } from '../core/types.ts';
import {
  TEXT_CODE_KEYS,
  TEXT_CODE_LIST_KEYS,
  TEXT_CODE_OPTION_KEYS,
  ERROR_TEXT_RULES,
  computedRules,
  stepDefinitions,
} from '../core/uiSchema.ts';
import { FIELD_NAMES, WIDGET_NAMES } from '../core/widgetNames.ts';
import { formRuleProblems } from './formRules.ts';

export interface Problem {
  file: string;
  path: string;
  problem: string;
  /** What an example finding is about, for a reader that says it in its own words (the designer). */
  about?: Finding;
}

/**
 * The facts behind a sentence an author can act on: an example not true to its name, too few
 * examples, a summary named by a field the form no longer has.
 */
export type Finding =
  | { kind: 'valid-fails'; example: string; errors: Record<string, string> }
  | { kind: 'invalid-passes'; example: string }
  | { kind: 'expected-unsaid'; example: string; errors: Record<string, string> }
  | {
      kind: 'expected-differs';
      example: string;
      errors: Record<string, string>;
      wanted: Record<string, string>;
    }
  | { kind: 'expected-orphan'; example: string }
  | { kind: 'too-few'; examples: 'valid' | 'invalid'; count: number; minimum: number }
  | { kind: 'summary-name'; pointer: string };

export interface FormFiles {
  form: string;
  schema: unknown;
  uiSchema: unknown;
  /** Example name (`valid-minimal`, `invalid-bad-hetu`) → data. */
  examples: Record<string, unknown>;
  /**
   * `examples/<form>/expected-errors.json`: per invalid example, the errors it must give, field
   * (JSON pointer) → text code. Undefined when the file is missing.
   */
  expectedErrors?: unknown;
}

/** A text code with its Finnish text, as a form author reads it: `110101 ("Tarkista henkilötunnus.")`. */
export function codeWithText(code: string, registers: Record<string, TextRegister>): string {
  const text = registers['fi']?.[code] ?? registers['fi']?.[`${code}_other`];
  return text === undefined ? code : `${code} ("${text}")`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keywords the engine knows besides draft-07 and ours: annotations RJSF reads. */
const STRICT_AJV_EXTRA_KEYWORDS = ['__rjsf_additionalProperties'];

function compileProblems(schema: FormSchema, file: string): Problem[] {
  const ajv = new Ajv({
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    allErrors: true,
  });
  for (const keyword of STRICT_AJV_EXTRA_KEYWORDS) ajv.addKeyword(keyword);
  registerValidators(ajv);
  try {
    ajv.compile(schema);
    return [];
  } catch (error) {
    return [{ file, path: '', problem: `schema does not compile: ${(error as Error).message}` }];
  }
}

function uiProblems(
  schema: FormSchema,
  uiSchema: UiSchema,
  file: string,
  registers: Record<string, TextRegister>,
): Problem[] {
  const problems: Problem[] = [];
  const checkCode = (value: unknown, path: string) => {
    if (!isTextCode(value)) {
      problems.push({
        file,
        path,
        problem: `"${String(value)}" is not a text code (UI schemas name codes, not texts)`,
      });
      return;
    }
    for (const [language, register] of Object.entries(registers)) {
      if (register[value] === undefined && register[`${value}_other`] === undefined)
        problems.push({
          file,
          path,
          problem: `text code ${language === 'fi' ? value : codeWithText(value, registers)} is missing in ${language}: add it with node texts/texts.ts (texts/README.md)`,
        });
    }
  };

  const walk = (node: Record<string, unknown>, pointer: string, field: FormSchema | undefined) => {
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${key}`;
      if ((TEXT_CODE_KEYS as readonly string[]).includes(key)) checkCode(value, at);
      else if ((TEXT_CODE_LIST_KEYS as readonly string[]).includes(key)) {
        if (!Array.isArray(value))
          problems.push({ file, path: at, problem: `${key} must be a list of text codes` });
        else {
          value.forEach((code, index) => checkCode(code, `${at}/${index}`));
          const options = field?.enum ?? (field?.items as FormSchema | undefined)?.enum;
          if (Array.isArray(options) && options.length !== value.length)
            problems.push({
              file,
              path: at,
              problem: `${value.length} names for ${options.length} enum values`,
            });
        }
      } else if (key === 'ui:widget') {
        if (!(WIDGET_NAMES as readonly string[]).includes(String(value)))
          problems.push({
            file,
            path: at,
            problem: `unknown widget "${String(value)}" (known: ${WIDGET_NAMES.join(', ')})`,
          });
      } else if (key === 'ui:field') {
        if (!(FIELD_NAMES as readonly string[]).includes(String(value)))
          problems.push({
            file,
            path: at,
            problem: `unknown field "${String(value)}" (known: ${FIELD_NAMES.join(', ')})`,
          });
      } else if (key === 'ui:order') {
        const known = Object.keys(field ? (resolveSchema(field, schema, undefined).properties ?? {}) : {});
        for (const name of Array.isArray(value) ? value : []) {
          if (name !== '*' && !known.includes(String(name)))
            problems.push({
              file,
              path: at,
              problem: `ui:order names "${String(name)}", which the schema does not have`,
            });
        }
      } else if (key === 'ui:errorTexts') {
        if (!isPlainObject(value)) {
          problems.push({
            file,
            path: at,
            problem: 'ui:errorTexts is { "rule": "text code" }, e.g. { "maximum": "260031" }',
          });
          continue;
        }
        for (const [rule, code] of Object.entries(value)) {
          if (!(ERROR_TEXT_RULES as readonly string[]).includes(rule))
            problems.push({
              file,
              path: `${at}/${rule}`,
              problem: `"${rule}" is not a rule a field can fail (known: ${ERROR_TEXT_RULES.join(', ')})`,
            });
          else checkCode(code, `${at}/${rule}`);
        }
      } else if (key === 'ui:enableMarkdownInDescription' || key === 'ui:enableMarkdownInHelp') {
        problems.push({
          file,
          path: at,
          problem: `${key} is not supported: texts come from the register as plain text`,
        });
      } else if (key === 'ui:options' && isPlainObject(value)) {
        for (const option of TEXT_CODE_OPTION_KEYS) {
          if (value[option] !== undefined) checkCode(value[option], `${at}/${option}`);
        }
      } else if (key.startsWith('ui:')) {
        continue;
      } else if (key === 'items') {
        if (!field?.items)
          problems.push({ file, path: at, problem: 'items given for a field that is not a list' });
        else if (isPlainObject(value)) walk(value, at, resolveSchema(field.items, schema, undefined));
      } else {
        const childPointer = `${pointer.replace(/\/items/g, '/0')}/${key}`;
        const child = fieldSchemaAt(schema, childPointer);
        if (!child) problems.push({ file, path: at, problem: `the schema has no field "${key}" here` });
        else if (isPlainObject(value)) walk(value, at, child);
      }
    }
  };
  walk(uiSchema, '', resolveSchema(schema, schema, undefined));

  stepDefinitions(uiSchema).forEach((step, index) => {
    checkCode(step.title, `/ui:steps/${index}/title`);
    for (const name of step.fields) {
      if (!fieldSchemaAt(schema, `/${name}`))
        problems.push({
          file,
          path: `/ui:steps/${index}/fields`,
          problem: `step "${step.id}" names "${name}", which the schema does not have`,
        });
    }
  });
  const topLevel = Object.keys(resolveSchema(schema, schema, undefined).properties ?? {});
  const steps = stepDefinitions(uiSchema);
  if (steps.length > 0) {
    const stepped = steps.flatMap((step) => step.fields);
    for (const name of topLevel) {
      if (!stepped.includes(name) && (uiSchema[name] as UiSchema | undefined)?.['ui:widget'] !== 'hidden')
        problems.push({ file, path: '/ui:steps', problem: `"${name}" is on no step` });
    }
  }
  computedRules(uiSchema).forEach((rule, index) => {
    for (const pointer of [rule.target, ...rule.of]) {
      if (!fieldSchemaAt(schema, pointer))
        problems.push({
          file,
          path: `/ui:computed/${index}`,
          problem: `${pointer} is not a field of the schema`,
        });
    }
    if (rule.op !== 'sum' && rule.op !== 'count')
      problems.push({
        file,
        path: `/ui:computed/${index}/op`,
        problem: `unknown op "${String(rule.op)}" (sum, count)`,
      });
  });
  const summary = uiSchema['ui:summary'];
  if (isPlainObject(summary)) {
    if (summary['title'] !== undefined) checkCode(summary['title'], '/ui:summary/title');
    if (typeof summary['name'] === 'string' && !fieldSchemaAt(schema, summary['name']))
      problems.push({
        file,
        path: '/ui:summary/name',
        problem: `${summary['name']} is not a field of the schema`,
        about: { kind: 'summary-name', pointer: String(summary['name']) },
      });
  }
  return problems;
}

/** The errors an example gives, field → text code, the way the server finds them. */
/** The errors (data path → text code) a form gives for `data`, as the browser and the server give them. */
export function exampleErrors(
  form: string,
  schema: FormSchema,
  uiSchema: UiSchema,
  data: unknown,
): Record<string, string> {
  return exampleChecker(form, schema, uiSchema)(data);
}

/** The same for many examples of one form: its validators compiled once. */
export function exampleChecker(
  form: string,
  schema: FormSchema,
  uiSchema: UiSchema,
): (data: unknown) => Record<string, string> {
  const validators = createRuntimeValidators(schema);
  return (data) => errorsOf(form, schema, uiSchema, data, validators);
}

function errorsOf(
  form: string,
  schema: FormSchema,
  uiSchema: UiSchema,
  data: unknown,
  validators: ReturnType<typeof createRuntimeValidators>,
) {
  const { errors } = findErrors({ id: form, schema, uiSchema }, data, validators, { hiddenFields: 'refuse' });
  return Object.fromEntries(errors.map((error) => [error.path, error.code]));
}

/**
 * Every example validates or fails as its name says: a `valid-…` one gives no error, and an
 * `invalid-…` one gives exactly the errors `expected-errors.json` lists for it, so an invalid
 * example cannot pass for a reason other than the one it was written for.
 */
function exampleProblems(
  files: FormFiles,
  schema: FormSchema,
  uiSchema: UiSchema,
  registers: Record<string, TextRegister>,
): Problem[] {
  const { form, examples } = files;
  const problems: Problem[] = [];
  const validators = createRuntimeValidators(schema);
  const expectedFile = `schemas/forms/examples/${form}/expected-errors.json`;
  const expected = isPlainObject(files.expectedErrors) ? files.expectedErrors : {};
  if (files.expectedErrors !== undefined && !isPlainObject(files.expectedErrors))
    problems.push({ file: expectedFile, path: '', problem: 'is { "invalid-…": { "/field": "text code" } }' });
  const describe = (errors: Record<string, string>) =>
    Object.entries(errors)
      .map(([path, code]) => `${path || '/'} ${codeWithText(code, registers)}`)
      .join(', ');
  for (const [name, data] of Object.entries(examples)) {
    const file = `schemas/forms/examples/${form}/${name}.json`;
    const errors = errorsOf(form, schema, uiSchema, data, validators);
    if (name.startsWith('valid')) {
      for (const [path, code] of Object.entries(errors))
        problems.push({
          file,
          path,
          problem: `a valid example fails: ${codeWithText(code, registers)}; correct the example, or the rule if the example is right`,
          about: { kind: 'valid-fails', example: name, errors },
        });
    } else if (name.startsWith('invalid')) {
      const wanted = expected[name];
      if (Object.keys(errors).length === 0)
        problems.push({
          file,
          path: '',
          problem: 'an invalid example passes every check: make it break the rule its name says',
          about: { kind: 'invalid-passes', example: name },
        });
      else if (!isPlainObject(wanted))
        problems.push({
          file: expectedFile,
          path: `/${name}`,
          problem: `say which errors ${name} must give; it gives ${describe(errors)}. If that is what its name says, add "${name}": ${JSON.stringify(errors)}`,
          about: { kind: 'expected-unsaid', example: name, errors },
        });
      else if (
        JSON.stringify(Object.entries(wanted).sort()) !== JSON.stringify(Object.entries(errors).sort())
      )
        problems.push({
          file,
          path: '',
          problem: `fails for another reason than expected: it gives ${describe(errors)}, but expected-errors.json says ${describe(wanted as Record<string, string>)}; correct the example (or the expectation)`,
          about: {
            kind: 'expected-differs',
            example: name,
            errors,
            wanted: wanted as Record<string, string>,
          },
        });
    } else {
      problems.push({ file, path: '', problem: 'an example is named valid-… or invalid-…' });
    }
  }
  for (const name of Object.keys(expected)) {
    if (!(name in examples))
      problems.push({
        file: expectedFile,
        path: `/${name}`,
        problem: `there is no example ${name}.json: remove the line or add the example`,
        about: { kind: 'expected-orphan', example: name },
      });
  }
  return problems;
}

export function checkForm(files: FormFiles, registers: Record<string, TextRegister>): Problem[] {
  const schemaFile = `schemas/forms/${files.form}.schema.json`;
  const uiFile = `schemas/forms/${files.form}.ui.json`;
  return checkDefinition(files, registers, 'forms', (schema, uiSchema) => [
    ...formRuleProblems(schema, uiSchema).map((rule) => ({
      file: rule.in === 'schema' ? schemaFile : uiFile,
      path: rule.path,
      problem: rule.problem,
    })),
    ...exampleProblems(files, schema, uiSchema, registers),
  ]);
}

export interface RowFileFiles {
  /** The file's name in schemas/files (`payment-file`). */
  file: string;
  schema: unknown;
  uiSchema: unknown;
  /** Example name (`valid-example`, `invalid-duplicate-payment-number`) → the file's text. */
  examples: Record<string, string>;
}

/**
 * A row file of schemas/files (engine/core/rowFile.ts): its row schema and UI schema checked as a
 * form's, its layout (columns, separator, unique and key columns) read, and every example file
 * checked line by line as the server checks a sent file, minus what only the database knows.
 */
export function checkRowFile(files: RowFileFiles, registers: Record<string, TextRegister>): Problem[] {
  const uiFile = `schemas/files/${files.file}.ui.json`;
  return checkDefinition({ form: files.file, ...files }, registers, 'files', (schema, uiSchema) => {
    try {
      rowFileLayout(uiSchema);
    } catch (error) {
      return [{ file: uiFile, path: '', problem: (error as Error).message }];
    }
    const definition = { id: files.file, schema, uiSchema };
    const validators = createRuntimeValidators(schema);
    return Object.entries(files.examples).flatMap(([name, text]): Problem[] => {
      const file = `schemas/files/examples/${files.file}/${name}.csv`;
      const check = createRowFileCheck(definition, validators, { accept: () => ({ row: null }) });
      const { errors } = checkRowFileText(check, text);
      if (name.startsWith('valid'))
        return errors.map((error) => ({
          file,
          path: error.line === null ? '' : `line ${error.line}${error.column ? ` ${error.column}` : ''}`,
          problem: `a valid example fails: ${error.code} (${JSON.stringify(error.params)})`,
        }));
      if (name.startsWith('invalid'))
        return errors.length === 0
          ? [{ file, path: '', problem: 'an invalid example passes every check' }]
          : [];
      return [{ file, path: '', problem: 'an example is named valid-… or invalid-…' }];
    });
  });
}

function checkDefinition(
  files: { form: string; schema: unknown; uiSchema: unknown },
  registers: Record<string, TextRegister>,
  folder: 'forms' | 'files',
  examples: (schema: FormSchema, uiSchema: UiSchema) => Problem[],
): Problem[] {
  const schemaFile = `schemas/${folder}/${files.form}.schema.json`;
  const uiFile = `schemas/${folder}/${files.form}.ui.json`;
  if (!isPlainObject(files.schema))
    return [{ file: schemaFile, path: '', problem: 'the schema is not a JSON object' }];
  if (!isPlainObject(files.uiSchema))
    return [{ file: uiFile, path: '', problem: 'the UI schema is not a JSON object' }];
  const schema = files.schema as FormSchema;
  const uiSchema = files.uiSchema as UiSchema;
  const compiled = compileProblems(schema, schemaFile);
  if (compiled.length > 0) return compiled;
  let structural: Problem[];
  try {
    structural = uiProblems(schema, uiSchema, uiFile, registers);
  } catch (error) {
    return [{ file: schemaFile, path: '', problem: (error as Error).message }];
  }
  return [...structural, ...examples(schema, uiSchema)];
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file}${p.path ? ` at ${p.path}` : ''}: ${p.problem}`).join('\n');
}
