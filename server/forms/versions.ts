/**
 * The form versions the server serves (issue 43; catalogue/versions.ts says what a version is).
 * At start-up (the app's `onReady`) every served form's kept versions and its current one are
 * written into `form_versions` when they are not there yet: in one transaction under an advisory
 * lock, so that instances starting together on one PostgreSQL write each version once. A
 * submission is handed its form's current version (forms/submissions.ts) and its document records
 * it; a document is drawn from its version (`drawing`): the schema, UI schema and texts it was sent
 * with, in either language, whatever the form's files say today.
 */
import type { FastifyInstance } from 'fastify';
import type { ManifestForm } from '../../api/formManifest.ts';
import type { FormsCatalogue } from '../../catalogue/forms.ts';
import { versionChain, type FormVersion, type FormVersionContent } from '../../catalogue/versions.ts';
import { fieldLabel, fieldsOf } from '../../engine/core/formChanges.ts';
import { applyMigrations, type FormMigrations } from '../../engine/core/migrations.ts';
import { createRuntimeValidators } from '../../engine/core/runtimeValidators.ts';
import type { SubmissionValidators } from '../../engine/core/submission.ts';
import type { FormDefinition } from '../../engine/core/types.ts';
import {
  keptTranslators,
  registers,
  type Language,
  type TextRegister,
  type Translate,
} from '../../texts/index.ts';
import type { Database, Queryable } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The served forms' versions (forms/versions.ts), recorded as the app gets ready. */
    formVersions: FormVersions;
  }
}

/** Any constant shared by every instance: the advisory lock that versions are written under. */
const VERSIONS_LOCK_KEY = 150_043;

/** A form's version as a row of `form_versions`. */
export interface ServedVersion {
  id: string;
  formId: string;
  number: number;
  hash: string;
}

/** What a document is drawn with: its version's form, validators and texts. */
export interface VersionDrawing {
  version: ServedVersion;
  form: FormDefinition;
  validators: SubmissionValidators;
  /** The version's texts per language (a code it lacks reads as the register has it now). */
  t: Record<Language, Translate>;
  texts: Record<Language, TextRegister>;
}

export interface FormVersions {
  /**
   * Writes the served forms' versions that are new (at start-up); answers each form's current one.
   * Done once: a failed try (the database away) is tried again at the next call.
   */
  record(): Promise<ReadonlyMap<string, ServedVersion>>;
  /** A served form's current version (recorded first, if it is not yet). */
  current(formId: string): Promise<ServedVersion>;
  /** A recorded version to draw a document with, read once and kept; undefined for no such version. */
  drawing(id: string): Promise<VersionDrawing | undefined>;
  /**
   * The label in `language` of each field an earlier version of the form had and the current one
   * has not (its pointer with `-` for each item, as formChanges.ts names fields), from the newest
   * version that had it: a submission made with an older version names its fields so.
   */
  formerLabels(formId: string, language: Language): Promise<ReadonlyMap<string, string>>;
  /**
   * Answers made with the form's version `from` brought forward to its current version by the
   * form's migrations (engine/core/migrations.ts, as the browser does); as they are when `from` is
   * not older.
   */
  bringForward(formId: string, from: number, data: Record<string, unknown>): Promise<Record<string, unknown>>;
}

interface VersionRow {
  id: string;
  form_id: string;
  number: number;
  hash: string;
}

/** Writes `versions` of one form that are not in the table yet, oldest first; answers the rows. */
async function writeVersions(
  tx: Queryable,
  formId: string,
  versions: readonly FormVersion[],
): Promise<VersionRow[]> {
  const { rows } = await tx.query<VersionRow>(
    'select id::text, form_id, number, hash from form_versions where form_id = $1 order by number',
    [formId],
  );
  for (const version of versions) {
    // There already: the same content at its number or later (a number this database gave another
    // content first, a preview of an unkept change say, is not given again: the version took the
    // next free one). A rolled-back form repeats an earlier content under a later number.
    if (rows.some((row) => row.hash === version.hash && row.number >= version.number)) continue;
    const taken = rows.some((row) => row.number === version.number);
    const number = taken ? Math.max(...rows.map((row) => row.number)) + 1 : version.number;
    const inserted = await tx.query<VersionRow>(
      `insert into form_versions (form_id, number, hash, content) values ($1, $2, $3, $4)
       returning id::text, form_id, number, hash`,
      [formId, number, version.hash, JSON.stringify(version.content)],
    );
    rows.push(inserted.rows[0]!);
  }
  return rows;
}

const served = (row: VersionRow): ServedVersion => ({
  id: row.id,
  formId: row.form_id,
  number: row.number,
  hash: row.hash,
});

export function createFormVersions(
  db: Database,
  catalogue: FormsCatalogue,
  forms: readonly ManifestForm[],
): FormVersions {
  let recording: Promise<ReadonlyMap<string, ServedVersion>> | undefined;
  const drawings = new Map<string, Promise<VersionDrawing | undefined>>();

  const draw = async (id: string): Promise<VersionDrawing | undefined> => {
    const { rows } = await db.query<VersionRow & { content: FormVersionContent }>(
      `select id::text, form_id, number, hash, content from form_versions
        where id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { schema, uiSchema, texts } = row.content;
    return {
      version: served(row),
      form: { id: row.form_id, schema, uiSchema },
      validators: createRuntimeValidators(schema),
      t: keptTranslators(texts),
      texts,
    };
  };

  /** Each served form's migrations, read with its versions at start-up: no request reads a file. */
  const migrationsOf = new Map<string, FormMigrations>();

  const write = async (): Promise<ReadonlyMap<string, ServedVersion>> => {
    const versions = forms.map((form) => {
      const { current, all } = versionChain(catalogue, form.id, registers);
      const read = catalogue.migrations(form.id);
      // schemas:check refuses a file that is not sound; the server brings nothing forward by it.
      migrationsOf.set(form.id, 'migrations' in read ? read.migrations : {});
      return { formId: form.id, hash: current.hash, all };
    });
    const recorded = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [VERSIONS_LOCK_KEY]);
      const byForm = new Map<string, ServedVersion>();
      for (const { formId, hash, all } of versions) {
        const rows = await writeVersions(tx, formId, all);
        // The newest row of the content: a rolled-back form is its latest version, not its first.
        const newest = rows.filter((row) => row.hash === hash).sort((a, b) => b.number - a.number)[0]!;
        byForm.set(formId, served(newest));
      }
      return byForm;
    });
    return recorded;
  };

  const record = (): Promise<ReadonlyMap<string, ServedVersion>> => {
    if (!recording) {
      recording = write();
      recording.catch(() => (recording = undefined));
    }
    return recording;
  };

  const former = new Map<string, Promise<Record<Language, Map<string, string>>>>();
  const readFormer = async (formId: string): Promise<Record<Language, Map<string, string>>> => {
    const { rows } = await db.query<{ content: FormVersionContent }>(
      'select content from form_versions where form_id = $1 order by number desc',
      [formId],
    );
    const now = new Set(fieldsOf(catalogue.definition(formId).schema).keys());
    const labels: Record<Language, Map<string, string>> = { fi: new Map(), sv: new Map() };
    for (const { content } of rows)
      for (const pointer of fieldsOf(content.schema).keys())
        if (!now.has(pointer) && !labels.fi.has(pointer))
          for (const language of ['fi', 'sv'] as const)
            labels[language].set(pointer, fieldLabel(content, pointer, language));
    return labels;
  };

  const formerLabels = async (formId: string, language: Language): Promise<ReadonlyMap<string, string>> => {
    let labels = former.get(formId);
    if (!labels) {
      labels = readFormer(formId);
      former.set(formId, labels);
      labels.catch(() => former.delete(formId));
    }
    return (await labels)[language];
  };

  return {
    record,
    async bringForward(formId, from, data) {
      const { number } = (await record()).get(formId) ?? { number: from };
      if (from >= number) return data;
      // A moved answer is added after its label, in the answers' own language.
      const language = data['currentLanguageCode'] === 'sv' ? 'sv' : 'fi';
      const labels = await formerLabels(formId, language);
      return applyMigrations(
        data,
        migrationsOf.get(formId) ?? {},
        from,
        number,
        (pointer) => labels.get(pointer) ?? pointer,
      ).data;
    },
    formerLabels,
    async current(formId) {
      const version = (await record()).get(formId);
      if (!version) throw new Error(`${formId}: not a served form, so it has no current version`);
      return version;
    },
    drawing(id) {
      let drawing = drawings.get(id);
      if (!drawing) {
        drawing = draw(id);
        drawings.set(id, drawing);
        // A failed read (the database away) is not kept: the next document asks again.
        drawing.catch(() => drawings.delete(id));
      }
      return drawing;
    },
  };
}

/**
 * Decorates the app with the served forms' versions, written as it gets ready. A database that is
 * not there yet does not keep the app from starting (it answers 503 meanwhile, app.ts): the
 * versions are written at the first submission or draft then.
 */
export function registerFormVersions(app: FastifyInstance, versions: FormVersions): void {
  app.decorate('formVersions', versions);
  app.addHook('onReady', async () => {
    try {
      await versions.record();
    } catch (error) {
      app.log.warn({ err: error }, 'form versions not written at start-up: written at the first need');
    }
  });
}
