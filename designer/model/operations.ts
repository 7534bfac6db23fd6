/**
 * Every edit the designer makes, as a function from one working set to the next. Each keeps the
 * schema's `properties`, `required` and `propertyNames`, the UI schema's entries and `ui:order`, and
 * the steps' field lists in step, so that the author never meets them.
 */
import { TEXT_CODE_KEYS } from '../../engine/core/uiSchema.ts';
import { insertAt, moveItem, removeAt, removeItem, setAt, valueAt, type Segment } from './jsonEdit.ts';
import { outlineOf, siblingsOf, stepOf, type Container, type FieldNode, type Outline } from './outline.ts';
import { choiceValue } from './fieldRules.ts';
import { newCodes, setText, type Language } from './texts.ts';
import { formFile, json, type Files } from './workspace.ts';
import { plainWords } from '../../texts/plainWords.ts';

type Json = Record<string, unknown>;

function edit(files: Files, path: string, change: (text: string) => string): Files {
  const text = files[path];
  if (text === undefined) throw new Error(`designer: no file ${path}`);
  const next = change(text);
  return next === text ? files : { ...files, [path]: next };
}

function field(outline: Outline, id: string): FieldNode {
  const found = outline.byId.get(id);
  if (!found) throw new Error(`designer: no field ${id}`);
  return found;
}

const sitePath = (node: FieldNode): Segment[] => node.schemaPath.slice(0, -2);

/** The container's `ui:order`, written out first when the UI schema has none (the engine's order kept). */
function withOrder(files: Files, form: string, outline: Outline, container: Container): Files {
  const orderPath = [...container.uiPath, 'ui:order'];
  if (Array.isArray(valueAt(files[formFile.ui(form)]!, orderPath))) return files;
  const names =
    container.id === ''
      ? outline.steps.flatMap((step) => step.fields.map((node) => node.name))
      : (outline.byId.get(container.id.replace(/\/items$/, ''))?.children ?? []).map((node) => node.name);
  return edit(files, formFile.ui(form), (text) => setAt(text, orderPath, names, null));
}

/** Moves `name` in the list at `path` to just before (`before`) or after a neighbour. */
function placeBeside(
  text: string,
  path: Segment[],
  name: string,
  neighbour: string,
  side: 'before' | 'after',
): string {
  const list = valueAt(text, path);
  if (!Array.isArray(list) || !list.includes(name)) return text;
  const rest = list.filter((item) => item !== name);
  const at = rest.indexOf(neighbour);
  if (at < 0) return text;
  return moveItem(text, path, name, side === 'before' ? at : at + 1);
}

export type Direction = -1 | 1;

/**
 * Moves a field one place up or down among its siblings. On the form's top level a field at the
 * edge of its step moves to the neighbouring step.
 */
export function moveField(files: Files, form: string, id: string, direction: Direction): Files {
  const outline = outlineOf(files, form);
  const node = field(outline, id);
  const step = node.parent.id === '' ? stepOf(outline, node) : undefined;
  if (step && step.index >= 0) {
    const index = step.fields.indexOf(node);
    const target = index + direction;
    if (target < 0 || target >= step.fields.length) {
      const next = outline.steps[outline.steps.indexOf(step) + direction];
      return next ? moveToStep(files, form, id, next.index, direction === 1 ? 'first' : 'last') : files;
    }
  }
  const siblings = step && step.index >= 0 ? step.fields : siblingsOf(outline, node);
  const neighbour = siblings[siblings.indexOf(node) + direction];
  if (!neighbour) return files;
  const side = direction === 1 ? 'after' : 'before';
  let next = withOrder(files, form, outline, node.parent);
  next = edit(next, formFile.ui(form), (text) =>
    placeBeside(text, [...node.parent.uiPath, 'ui:order'], node.name, neighbour.name, side),
  );
  if (step && step.index >= 0)
    next = edit(next, formFile.ui(form), (text) =>
      placeBeside(text, ['ui:steps', step.index, 'fields'], node.name, neighbour.name, side),
    );
  return next;
}

/** Moves a top-level field to another step, first or last there. */
export function moveToStep(
  files: Files,
  form: string,
  id: string,
  stepIndex: number,
  place: 'first' | 'last' = 'last',
): Files {
  const outline = outlineOf(files, form);
  const node = field(outline, id);
  const from = stepOf(outline, node);
  const to = outline.steps.find((step) => step.index === stepIndex);
  if (node.parent.id !== '' || !from || !to || from === to) return files;
  const ui = formFile.ui(form);
  let next = edit(files, ui, (text) => removeItem(text, ['ui:steps', from.index, 'fields'], node.name));
  const stepFields = valueAt(next[ui]!, ['ui:steps', to.index, 'fields']) as string[];
  next = edit(next, ui, (text) =>
    insertAt(text, ['ui:steps', to.index, 'fields'], place === 'first' ? 0 : stepFields.length, node.name),
  );
  const neighbour = place === 'first' ? to.fields[0] : to.fields[to.fields.length - 1];
  if (neighbour) {
    next = withOrder(next, form, outline, outline.root);
    next = edit(next, ui, (text) =>
      placeBeside(text, ['ui:order'], node.name, neighbour.name, place === 'first' ? 'before' : 'after'),
    );
  }
  return next;
}

export function setRequired(files: Files, form: string, id: string, required: boolean): Files {
  const node = field(outlineOf(files, form), id);
  const path = [...sitePath(node), 'required'];
  const schema = formFile.schema(form);
  const list = valueAt(files[schema]!, path);
  const listed = Array.isArray(list) && list.includes(node.name);
  if (required === listed) return files;
  return edit(files, schema, (text) =>
    required
      ? insertAt(text, path, Array.isArray(list) ? list.length : 0, node.name)
      : removeItem(text, path, node.name),
  );
}

/** Sets (or with undefined removes) a schema keyword of the field: maxLength, minimum, … */
export function setSchemaKeyword(
  files: Files,
  form: string,
  id: string,
  keyword: string,
  value: unknown,
): Files {
  const node = field(outlineOf(files, form), id);
  return edit(files, formFile.schema(form), (text) =>
    value === undefined
      ? removeAt(text, [...node.schemaPath, keyword])
      : setAt(text, [...node.schemaPath, keyword], value),
  );
}

/** Sets (or removes) a `ui:options` entry of the field: counter, uppercase, … */
export function setUiOption(files: Files, form: string, id: string, option: string, value: unknown): Files {
  const node = field(outlineOf(files, form), id);
  const ui = formFile.ui(form);
  let next = edit(files, ui, (text) =>
    value === undefined
      ? removeAt(text, [...node.uiPath, 'ui:options', option])
      : setAt(text, [...node.uiPath, 'ui:options', option], value),
  );
  const options = valueAt(next[ui]!, [...node.uiPath, 'ui:options']);
  if (value === undefined && options && typeof options === 'object' && Object.keys(options).length === 0)
    next = edit(next, ui, (text) => removeAt(text, [...node.uiPath, 'ui:options']));
  return next;
}

/** The UI keys whose value is one text code (the engine's list, engine/core/uiSchema.ts). */
export const TEXT_KEYS = TEXT_CODE_KEYS;
export type TextKey = (typeof TEXT_KEYS)[number];

/** Where a text of a field lives in its UI entry: a key, or an item of `ui:enumNames`, or an error override. */
export type TextSlot =
  { key: TextKey } | { key: 'ui:enumNames'; index: number } | { key: 'ui:errorTexts'; rule: string };

export function slotPath(node: FieldNode, slot: TextSlot): Segment[] {
  if (slot.key === 'ui:enumNames') return [...node.uiPath, 'ui:enumNames', slot.index];
  if (slot.key === 'ui:errorTexts') return [...node.uiPath, 'ui:errorTexts', slot.rule];
  return [...node.uiPath, slot.key];
}

export function codeAt(files: Files, form: string, node: FieldNode, slot: TextSlot): string | undefined {
  const code = valueAt(files[formFile.ui(form)]!, slotPath(node, slot));
  return typeof code === 'string' ? code : undefined;
}

/**
 * Writes a text of a field in one language. A slot without a code gets a new one of the form's
 * range; `copy` gives the field a code of its own (with both languages' present texts) before the
 * change, for a code that other fields share.
 */
export function setFieldText(
  files: Files,
  form: string,
  id: string,
  slot: TextSlot,
  language: Language,
  text: string,
  options: { copy?: boolean } = {},
): Files {
  const node = field(outlineOf(files, form), id);
  const current = codeAt(files, form, node, slot);
  let code = current;
  let next = files;
  if (code === undefined || options.copy) {
    code = newCodes(files, form)[0]!;
    if (current !== undefined)
      for (const other of ['fi', 'sv'] as const) {
        const existing = json<Record<string, string>>(files, `texts/${other}.json`)[current];
        if (existing !== undefined) next = setText(next, code, other, existing);
      }
    const path = slotPath(node, slot);
    const after = slot.key === 'ui:title' ? null : 'ui:title';
    next = edit(next, formFile.ui(form), (ui) =>
      slot.key === 'ui:enumNames' || slot.key === 'ui:errorTexts'
        ? setAt(ui, path, code)
        : setAt(ui, path, code, after),
    );
  }
  return setText(next, code, language, text);
}

/** A name for a new field from its Finnish label: `Avainten määrä` → `avaintenMaara`, unique among its siblings. */
export function nameFromLabel(label: string, taken: readonly string[]): string {
  const words = plainWords(label).slice(0, 4);
  let base = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  if (!/^[a-z]/.test(base)) base = `field${base}`;
  let name = base;
  for (let suffix = 2; taken.includes(name); suffix++) name = `${base}${suffix}`;
  return name;
}

export interface NewField {
  /** Its schema and UI entry without texts (palette.ts). */
  schema: Json;
  ui: Json;
  label: Partial<Record<Language, string>>;
  required: boolean;
  /** For a field of choices: its first choices' labels (their values are made from the Finnish ones). */
  choices?: Record<Language, string>[];
}

/** Where a new field goes: a container, after a sibling (or first), on a step of the form. */
export interface Placement {
  container: string;
  after: string | null;
  stepIndex?: number;
}

/** Adds a field; answers the new working set and the field's id. */
export function addField(
  files: Files,
  form: string,
  placement: Placement,
  added: NewField,
): { files: Files; id: string } {
  const outline = outlineOf(files, form);
  const container =
    placement.container === ''
      ? outline.root
      : (outline.byId.get(placement.container.replace(/\/items$/, ''))?.container ?? outline.root);
  const siblings =
    container.id === ''
      ? [...outline.byId.values()].filter((node) => node.parent.id === '')
      : [...outline.byId.values()].filter((node) => node.parent.id === container.id);
  const name = nameFromLabel(
    added.label.fi ?? added.label.sv ?? 'kenttä',
    siblings.map((node) => node.name),
  );
  const schema = formFile.schema(form);
  const ui = formFile.ui(form);
  const site = container.main.path;
  let next = edit(files, schema, (text) =>
    setAt(text, [...site, 'properties', name], added.schema, placement.after),
  );
  const names = valueAt(next[schema]!, [...site, 'propertyNames', 'enum']);
  if (Array.isArray(names))
    next = edit(next, schema, (text) =>
      insertAt(
        text,
        [...site, 'propertyNames', 'enum'],
        placement.after ? names.indexOf(placement.after) + 1 : 0,
        name,
      ),
    );
  if (added.required) {
    const required = valueAt(next[schema]!, [...site, 'required']);
    next = edit(next, schema, (text) =>
      insertAt(text, [...site, 'required'], Array.isArray(required) ? required.length : 0, name),
    );
  }
  next = withOrder(next, form, outline, container);
  const order = valueAt(next[ui]!, [...container.uiPath, 'ui:order']) as string[];
  next = edit(next, ui, (text) =>
    insertAt(
      text,
      [...container.uiPath, 'ui:order'],
      placement.after ? order.indexOf(placement.after) + 1 : 0,
      name,
    ),
  );
  const steps = valueAt(next[ui]!, ['ui:steps']);
  if (container.id === '' && Array.isArray(steps)) {
    const stepIndex = placement.stepIndex ?? 0;
    const fields = valueAt(next[ui]!, ['ui:steps', stepIndex, 'fields']) as string[];
    next = edit(next, ui, (text) =>
      insertAt(
        text,
        ['ui:steps', stepIndex, 'fields'],
        placement.after && fields.includes(placement.after)
          ? fields.indexOf(placement.after) + 1
          : fields.length,
        name,
      ),
    );
  }
  const [code] = newCodes(next, form);
  next = edit(next, ui, (text) =>
    setAt(text, [...container.uiPath, name], { 'ui:title': code, ...added.ui }, placement.after),
  );
  for (const language of ['fi', 'sv'] as const) {
    const label = added.label[language];
    if (label) next = setText(next, code!, language, label);
  }
  if (added.choices && added.choices.length > 0) {
    const values: string[] = [];
    for (const choice of added.choices) values.push(choiceValue(choice.fi, values));
    const enumPath =
      Array.isArray(added.schema.enum) || added.schema.type !== 'array' ? ['enum'] : ['items', 'enum'];
    next = edit(next, schema, (text) => setAt(text, [...site, 'properties', name, ...enumPath], values));
    const codes = newCodes(next, form, added.choices.length);
    next = edit(next, ui, (text) => setAt(text, [...container.uiPath, name, 'ui:enumNames'], codes));
    added.choices.forEach((choice, index) => {
      for (const language of ['fi', 'sv'] as const)
        next = setText(next, codes[index]!, language, choice[language]);
    });
  }
  return { files: next, id: `${container.id}/${name}` };
}

/** Removes a field from the schema (wherever it is defined), `required`, `propertyNames`, the UI schema and the steps. */
export function removeField(files: Files, form: string, id: string): Files {
  const outline = outlineOf(files, form);
  const node = field(outline, id);
  const schema = formFile.schema(form);
  const ui = formFile.ui(form);
  let next = files;
  for (const site of node.parent.sites) {
    next = edit(next, schema, (text) => removeAt(text, [...site.path, 'properties', node.name]));
    next = edit(next, schema, (text) => removeItem(text, [...site.path, 'required'], node.name));
    next = edit(next, schema, (text) => removeItem(text, [...site.path, 'propertyNames', 'enum'], node.name));
  }
  next = edit(next, ui, (text) => removeAt(text, node.uiPath));
  next = edit(next, ui, (text) => removeItem(text, [...node.parent.uiPath, 'ui:order'], node.name));
  const step = node.parent.id === '' ? stepOf(outline, node) : undefined;
  if (step && step.index >= 0)
    next = edit(next, ui, (text) => removeItem(text, ['ui:steps', step.index, 'fields'], node.name));
  return next;
}

/** The groups a field can move into: the form itself, its groups and its repeating groups' rows. */
export function containersOf(outline: Outline): { container: Container; field?: FieldNode }[] {
  return [
    { container: outline.root },
    ...[...outline.byId.values()]
      .filter((node) => node.container && (node.kind === 'group' || node.kind === 'repeat'))
      .map((node) => ({ container: node.container!, field: node })),
  ];
}

const dataSegments = (id: string) => id.split('/').slice(1);

/**
 * Moves a field into another group (or out to the form), last there: its definition, whether it is
 * required, its UI entry and its place in `ui:order` (and a step's fields) move with it, and the
 * examples' values and expected errors move to the new place. A field shown under a condition, a
 * group into itself, a name the group already has and rows of repeating groups are not moved.
 */
export function moveToContainer(
  files: Files,
  form: string,
  id: string,
  containerId: string,
  stepIndex?: number,
): Files {
  const outline = outlineOf(files, form);
  const node = field(outline, id);
  const target = containersOf(outline).find((candidate) => candidate.container.id === containerId)?.container;
  if (!target || node.conditional || node.requiredWhen || target.id === node.parent.id) return files;
  // A field a condition reads stays where the condition looks for it.
  const schemaText = files[formFile.schema(form)]!;
  const decides = node.parent.sites.some((site) => {
    const ifSchema = valueAt(schemaText, [...site.path.slice(0, -1), 'if']);
    return site.branch && JSON.stringify(ifSchema ?? {}).includes(`"${node.name}"`);
  });
  if (decides) return files;
  if (target.id === node.id || target.id.startsWith(`${node.id}/`)) return files;
  if ([...outline.byId.values()].some((other) => other.parent.id === target.id && other.name === node.name))
    return files;
  if (node.id.includes('/items/') || target.id.includes('/items')) {
    // A row's field has a path per row: examples cannot follow it; refused rather than half-done.
    return files;
  }
  const schemaFile = formFile.schema(form);
  const uiFile = formFile.ui(form);
  const fieldSchemaValue = valueAt(files[schemaFile]!, node.schemaPath);
  const uiValue = valueAt(files[uiFile]!, node.uiPath);
  let next = removeField(files, form, id);
  const site = target.main.path;
  next = edit(next, schemaFile, (text) => setAt(text, [...site, 'properties', node.name], fieldSchemaValue));
  const names = valueAt(next[schemaFile]!, [...site, 'propertyNames', 'enum']);
  if (Array.isArray(names))
    next = edit(next, schemaFile, (text) =>
      insertAt(text, [...site, 'propertyNames', 'enum'], names.length, node.name),
    );
  if (node.required) {
    const required = valueAt(next[schemaFile]!, [...site, 'required']);
    next = edit(next, schemaFile, (text) =>
      insertAt(text, [...site, 'required'], Array.isArray(required) ? required.length : 0, node.name),
    );
  }
  next = withOrder(next, form, outlineOf(next, form), target);
  const order = valueAt(next[uiFile]!, [...target.uiPath, 'ui:order']) as string[];
  next = edit(next, uiFile, (text) =>
    insertAt(text, [...target.uiPath, 'ui:order'], order.length, node.name),
  );
  if (uiValue !== undefined)
    next = edit(next, uiFile, (text) => setAt(text, [...target.uiPath, node.name], uiValue));
  const steps = valueAt(next[uiFile]!, ['ui:steps']);
  if (target.id === '' && Array.isArray(steps) && steps.length > 0) {
    const index = stepIndex ?? 0;
    const fields = valueAt(next[uiFile]!, ['ui:steps', index, 'fields']) as string[];
    next = edit(next, uiFile, (text) =>
      insertAt(text, ['ui:steps', index, 'fields'], fields.length, node.name),
    );
  }
  // The examples follow: the value moves, and an expected error on it names the new place.
  const from = dataSegments(node.id);
  const to = [...dataSegments(target.id), node.name];
  const folder = formFile.examples(form);
  const expectedPath = `${folder}expected-errors.json`;
  for (const path of Object.keys(next).filter(
    (candidate) => candidate.startsWith(folder) && candidate !== expectedPath,
  )) {
    const value = valueAt(next[path]!, from);
    const targetObject = valueAt(next[path]!, to.slice(0, -1));
    if (value === undefined) continue;
    let text = removeAt(next[path]!, from);
    if (targetObject !== null && typeof targetObject === 'object' && !Array.isArray(targetObject))
      text = setAt(text, to, value);
    next = { ...next, [path]: text };
  }
  if (next[expectedPath]) {
    const oldPointer = node.id;
    const newPointer = `/${to.join('/')}`;
    const expected = json<Record<string, Record<string, string>>>(next, expectedPath);
    let text = next[expectedPath]!;
    for (const [name, errors] of Object.entries(expected)) {
      if (
        !Object.keys(errors).some((pointer) => pointer === oldPointer || pointer.startsWith(`${oldPointer}/`))
      )
        continue;
      const moved = Object.fromEntries(
        Object.entries(errors).map(([pointer, code]) => [
          pointer === oldPointer || pointer.startsWith(`${oldPointer}/`)
            ? newPointer + pointer.slice(oldPointer.length)
            : pointer,
          code,
        ]),
      );
      text = setAt(text, [name], moved);
    }
    next = { ...next, [expectedPath]: text };
  }
  return next;
}

/** The list a field is ordered in: its step's fields on a form with steps, else its group's. */
function listOf(outline: Outline, node: FieldNode): FieldNode[] {
  const step = node.parent.id === '' ? stepOf(outline, node) : undefined;
  return step && step.index >= 0 ? step.fields : siblingsOf(outline, node);
}

/**
 * Moves a field to where another one is (a drop on it): in the same list it takes the other's
 * place; from another step or group it comes in just before it. Answers the field's new id, or the
 * working set unchanged when it cannot move there (see moveToContainer).
 */
export function moveFieldTo(
  files: Files,
  form: string,
  id: string,
  targetId: string,
): { files: Files; id: string } {
  const outline = outlineOf(files, form);
  const node = field(outline, id);
  const target = field(outline, targetId);
  if (node === target) return { files, id };
  let next = files;
  if (!listOf(outline, node).includes(target)) {
    const step = target.parent.id === '' ? stepOf(outline, target) : undefined;
    next =
      node.parent.id === target.parent.id && step
        ? moveToStep(files, form, id, step.index, 'last')
        : moveToContainer(
            files,
            form,
            id,
            target.parent.id,
            step && step.index >= 0 ? step.index : undefined,
          );
    if (next === files) return { files, id };
  }
  const newId = `${target.parent.id}/${node.name}`;
  const after = outlineOf(next, form);
  const list = listOf(after, field(after, newId));
  const distance =
    list.findIndex((each) => each.id === targetId) - list.findIndex((each) => each.id === newId);
  for (let step = 0; step < Math.abs(distance); step++)
    next = moveField(next, form, newId, distance < 0 ? -1 : 1);
  return { files: next, id: newId };
}
