/**
 * Forms over time (issue 43), on PGlite and (with DATABASE_URL) PostgreSQL: a document is drawn from
 * the form version it was sent or made with. Aino sends a tenancy-end notice and staff decide her
 * application; then the texts change — the notice's end-date label (260011) and a decision's review
 * instructions (151024, hallintolaki § 49 e) are reworded — and the server starts again on the same
 * database. The documents already sent read as they did, in fi and sv; what is sent after the
 * change reads the new words; each version is written once, however many times the server starts.
 * (tests/api/server-process.test.ts changes a form's files in a copy of the checkout.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus, DocumentsPage } from '../../api/contract.ts';
import { formsCatalogue } from '../../catalogue/forms.ts';
import { keptVersions } from '../../catalogue/versions.ts';
import { demoData, SEED_USERS } from '../../server/db/seed.ts';
import { squeeze, textWithoutPrintDate } from '../../server/pdf/pdfInspect.test-helpers.ts';
import { BACKENDS, startApp, useSeededServer, type RunningApp } from '../../server/test-helpers.ts';
import { addTexts, registers, type Language } from '../../texts/index.ts';
import { loginAs, type Caller } from './session.test-helpers.ts';

const V1 = '/api/api/v1';
const AINO = SEED_USERS.find((user) => user.henro === '900000001')!;
const STAFF = SEED_USERS.find((user) => user.intra)!;
const EXAMPLES = join(import.meta.dirname, '../../schemas/forms/examples');
const example = (form: string, name: string) =>
  JSON.parse(readFileSync(join(EXAMPLES, form, `${name}.json`), 'utf8')) as Record<string, unknown>;
const AINOS_COMMITMENT = demoData().paymentCommitments.find(
  (commitment) => commitment.henro === AINO.henro && commitment.businessId === null,
)!.id;

const END_DATE_LABEL = '260011';
const REVIEW = '151024';
const REWORDED: Record<Language, Record<typeof END_DATE_LABEL | typeof REVIEW, string>> = {
  fi: { [END_DATE_LABEL]: 'Päivä, jona vuokrasuhde päättyi', [REVIEW]: 'Oikaisua pyydetään nyt verkossa.' },
  sv: { [END_DATE_LABEL]: 'Hyresförhållandets sista dag', [REVIEW]: 'Omprövning begärs nu på nätet.' },
};

/**
 * A document's PDF as its reader sees it, every page whole (its header and footer too), without
 * the print date: the one thing that may differ from one download to the next.
 */
async function documentText(caller: Caller, id: string, language: Language): Promise<string> {
  const download = await caller.get(`${V1}/document/download/${id}`, { 'accept-language': language });
  expect(download.status).toBe(200);
  return textWithoutPrintDate(Buffer.from(await download.arrayBuffer()));
}

describe.each(BACKENDS)('forms over time on %s (issue 43)', (kind) => {
  const server = useSeededServer(kind);
  const original = {
    fi: { [END_DATE_LABEL]: registers.fi[END_DATE_LABEL]!, [REVIEW]: registers.fi[REVIEW]! },
    sv: { [END_DATE_LABEL]: registers.sv[END_DATE_LABEL]!, [REVIEW]: registers.sv[REVIEW]! },
  };
  let restarted: RunningApp | undefined;
  afterAll(async () => {
    // The register is the worker's, shared with the files that run after this one.
    for (const language of ['fi', 'sv'] as const) addTexts(language, original[language]);
    await restarted?.app.close();
  });

  const versionCount = async () =>
    (
      await server.db.query<{ form_id: string; n: number }>(
        'select form_id, count(*)::int as n from form_versions group by form_id order by form_id',
      )
    ).rows;

  let notice: string;
  let decision: string;
  const before: Record<string, string> = {};

  beforeAll(async () => {
    const aino = await loginAs(server, AINO.henro);
    const staff = await loginAs(server, STAFF.henro);
    const sent = await aino.json('POST', `${V1}/form/tenancy-end-notice`, {
      ...example('tenancy-end-notice', 'valid-two-tenants-with-defects'),
      paymentCommitmentId: AINOS_COMMITMENT,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    notice = ((await sent.json()) as { id: string }).id;
    const applied = await aino.json(
      'POST',
      `${V1}/application`,
      example('landlord-application', 'valid-minimal-person'),
    );
    expect(applied.status).toBe(204);
    const steps = (await (await aino.get(`${V1}/application-statuses`)).json()) as ApplicationStatus[];
    const decided = await staff.json(
      'POST',
      `${V1}/intra/applications/${AINO.hetu}/${steps[0]!.id}/decision`,
      {
        decision: 'REJECTED',
        justification: 'Vuokrasopimus puuttuu.',
      },
    );
    expect(decided.status, await decided.clone().text()).toBe(200);
    decision = ((await decided.json()) as { id: string }).id;
    for (const language of ['fi', 'sv'] as const) {
      before[`notice ${language}`] = await documentText(aino, notice, language);
      before[`decision ${language}`] = await documentText(aino, decision, language);
    }
  });

  it('records each document with its form’s version, one version per form', async () => {
    const { rows } = await server.db.query<{ id: string; form_id: string; number: number }>(
      `select d.id::text, v.form_id, v.number from documents d join form_versions v on v.id = d.form_version_id
        where d.id in ($1, $2) order by v.form_id`,
      [notice, decision],
    );
    expect(rows).toEqual([
      { id: decision, form_id: 'application-decision', number: 1 },
      { id: notice, form_id: 'tenancy-end-notice', number: 1 },
    ]);
    // Each form's versions are the ones kept in schemas/forms/versions, each once.
    const catalogue = formsCatalogue();
    for (const row of await versionCount())
      expect(row.n, row.form_id).toBe(Math.max(1, keptVersions(catalogue, row.form_id).length));
    // Staff's lists of the customer's documents say which version each was sent with.
    const staff = await loginAs(server, STAFF.henro);
    for (const [list, id] of [
      ['sent-documents', decision],
      ['arrived-documents', notice],
    ] as const) {
      const listed = await staff.json('POST', `${V1}/intra/${list}/${AINO.hetu}`, { current: 1, size: 50 });
      expect(listed.status).toBe(200);
      const page = (await listed.json()) as DocumentsPage;
      expect(page.documents.find((document) => document.id === id)).toMatchObject({ formVersion: 1 });
    }
    for (const language of ['fi', 'sv'] as const) {
      expect(before[`notice ${language}`]).toContain(squeeze(original[language][END_DATE_LABEL]));
      expect(before[`decision ${language}`]).toContain(squeeze(original[language][REVIEW]));
    }
  });

  it('keeps what was sent as it was sent when texts are reworded and the server starts again', async () => {
    for (const language of ['fi', 'sv'] as const) addTexts(language, REWORDED[language]);
    const versions = await versionCount();
    restarted = await startApp(server.db, { portalDir: null });
    const again = { ...server, ...restarted };
    const aino = await loginAs(again, AINO.henro);
    for (const language of ['fi', 'sv'] as const) {
      expect(await documentText(aino, notice, language), `notice ${language}`).toBe(
        before[`notice ${language}`],
      );
      expect(await documentText(aino, decision, language), `decision ${language}`).toBe(
        before[`decision ${language}`],
      );
    }
    // The two forms whose texts changed have a second version; the others are as they were.
    const after = await versionCount();
    expect(after).toEqual(
      versions.map((row) =>
        ['tenancy-end-notice', 'application-decision'].includes(row.form_id) ? { ...row, n: 2 } : row,
      ),
    );
    // What is sent now reads the new words.
    const sent = await aino.json('POST', `${V1}/form/tenancy-end-notice`, {
      ...example('tenancy-end-notice', 'valid-one-tenant-in-order'),
      paymentCommitmentId: AINOS_COMMITMENT,
    });
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as { id: string };
    for (const language of ['fi', 'sv'] as const)
      expect(await documentText(aino, id, language)).toContain(squeeze(REWORDED[language][END_DATE_LABEL]));
    // Starting once more writes nothing new.
    const third = await startApp(server.db, { portalDir: null });
    await third.app.close();
    expect(await versionCount()).toEqual(after);
    // The landlord's list shows both notices, the old one unchanged in its place.
    const listed = await aino.json('POST', `${V1}/document/arrived-to-vuokravakuus`, {
      current: 1,
      size: 20,
    });
    expect(((await listed.json()) as DocumentsPage).documents.map((document) => document.id)).toEqual(
      expect.arrayContaining([notice, id]),
    );
  });
});
