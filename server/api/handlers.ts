/**
 * The handlers of the contract's service operations (the auth and role operations live in
 * auth/plugin.ts and auth/roles.ts). Parameters and bodies arrive checked by register.ts.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  operations,
  type ApplicationStatus,
  type LandlordInfo,
  type RuntimeConfig,
} from '../../api/contract.ts';
import { registers } from '../../texts/index.ts';
import { textPart } from '../../texts/parts.ts';
import type { AuthMode, ServerConfig } from '../config.ts';
import { helsinkiDateSql } from '../dates.ts';
import { preparedStatement, type Database } from '../db/index.ts';
import { requestLanguage } from '../language.ts';
import { formPdfFile } from '../pdf/forForm.ts';
import { findPostOffice } from '../postal/postOffices.ts';
import { hit } from '../ratelimit.ts';
import { applicationAddress, type ApplicationBody } from './applicationBody.ts';
import { registerDocuments } from './documents.ts';
import { paperlessChoiceIn, paperlessParams, paperlessUpdateSql } from './paperlessChoice.ts';
import { RECEIPT_COLUMNS, sendReceipt, type ReceiptRow } from './receipt.ts';
import { documentSubmission, registerFormPdf } from './forms.ts';
import { registerHyp } from './hyp.ts';
import { registerPaperless } from './paperless.ts';
import { paymentInfoUpdateSubmission, registerPayments } from './payments.ts';
import { registerPdf } from './pdf.ts';
import { registerAttachments } from './attachments.ts';
import { registerEkevi } from './ekevi.ts';
import { registerEkulta } from './ekulta.ts';
import { formCoreCodes } from '../../api/formManifest.ts';
import { createFormRegistry, manifestForms } from '../forms/registry.ts';
import { createFormVersions, registerFormVersions } from '../forms/versions.ts';
import { formsCatalogue } from '../../catalogue/forms.ts';
import { INTRA_SUBMISSIONS, registerIntra } from '../intra/index.ts';
import { intraGuard } from '../intra/guard.ts';
import { registerSubmissions, type SubmissionHandler } from '../forms/submissions.ts';
import { realizationSubmission, registerRealization } from './realization.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import { ApiError, TEXT_CODES } from './errors.ts';
import { registerSavedStates } from './savedStates.ts';

export const DOCUMENT_TYPE_LANDLORD_INFORMATION = 'ANNOUNCE_LANDLORD_RENTEE_INFORMATION';

export interface ApiOptions extends RegisterOptions {
  db: Database;
  authMode: AuthMode;
  config: Pick<
    ServerConfig,
    'appMode' | 'clientSession' | 'feedbackLimitPerHour' | 'uploadMaxBytes' | 'intraApi' | 'formDrafts'
  >;
}

export const FEEDBACK_TEXT_CODES = {
  /** 429: too many feedback messages from the address; try again later. */
  tooMany: '154010',
} as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * A submitted landlord application and its document in one statement, with the sender's paperless
 * choice when the form made one (paperlessChoice.ts): atomic as a transaction (all or nothing), in
 * one round trip to the database instead of four (begin, two inserts, commit), which were most of
 * this route's time on PostgreSQL; prepared, so that PostgreSQL plans it once per connection
 * (bench/README.md). Parameters: henro, business id, body, document type, then the paperless
 * update's five (henro again, the two choices, the form's address and number), then the form's
 * version (forms/versions.ts). The document holds
 * the form's data as sent (`formId`, `form`), which its PDF is rendered from (documents.ts).
 */
const STORE_APPLICATION = preparedStatement(
  'store-application',
  `with application as (
     insert into applications (henro, business_id, body, current_step)
     values ($1, $2, $3, 'ARRIVED') returning id
   ), consent as (
     ${paperlessUpdateSql(5)}
   )
   insert into documents (henro, business_id, type, direction, payload, form_version_id)
   select $1, $2, $4, 'ARRIVED',
          jsonb_build_object('applicationId', application.id::text, 'formId', 'landlord-application', 'form', $3::jsonb),
          $10
     from application
   returning ${RECEIPT_COLUMNS}`,
);

/**
 * The `landlordApplication` submission handler (`POST /api/api/v1/application`, forms/submissions.ts):
 * the application, its arrived document holding the form as sent, and the sender's paperless
 * choice, in one statement (STORE_APPLICATION); answers nothing (204), with the receipt.
 */
export const landlordApplicationSubmission: SubmissionHandler = async ({
  owner,
  version,
  data,
  db,
  reply,
}) => {
  const choice = paperlessChoiceIn(data, 'contactPersonEmailAddress', 'contactPersonPhoneNumber');
  const stored = await db.query<ReceiptRow>(STORE_APPLICATION, [
    owner.henro,
    owner.businessId,
    JSON.stringify(data),
    DOCUMENT_TYPE_LANDLORD_INFORMATION,
    owner.henro,
    ...paperlessParams(choice),
    version.id,
  ]);
  sendReceipt(reply, stored.rows[0]);
};

function requireSession(session: { henro: string; businessId: string | null } | null) {
  // register.ts answers 401 before a handler of a `session` operation runs.
  if (!session) throw new ApiError(401, TEXT_CODES.sessionEnded);
  return session;
}

interface StatusRow {
  id: string;
  arrival_date: string;
  current_step: ApplicationStatus['currentStep'];
  payment_commitment_id: string | null;
  commitment_amount: string | null;
  body: ApplicationBody;
  decision_id: string | null;
  decision_date: string | null;
  decision_new: boolean | null;
  due_date: string | null;
  new_documents: number;
}

/**
 * The caller's applications with what the front page tells of each (issue 31): the payment
 * commitment and its amount, the latest decision document (its day, whether it is still unopened),
 * the due day of an attachment request not yet answered, and how many documents the agency sent
 * about the application that the caller has not opened. Documents name their application in their
 * payload (`applicationId`), as the decisions and attachment requests of server/intra/cases.ts do.
 */
const APPLICATION_STATUSES_SQL = `
  select a.id::text as id, ${helsinkiDateSql('a.created')} as arrival_date, a.current_step,
         a.payment_commitment_id, pc.amount::text as commitment_amount, a.body,
         d.id::text as decision_id, ${helsinkiDateSql('d.created')} as decision_date,
         d.opened is null as decision_new,
         (select to_char(min(r.due_date), 'YYYY-MM-DD') from attachment_requests r
           where r.application_id = a.id and not r.delivered) as due_date,
         (select count(*)::int from documents n
           where n.henro = a.henro and n.business_id is not distinct from a.business_id
             and n.direction = 'SENT' and n.opened is null and n.payload ->> 'applicationId' = a.id::text
         ) as new_documents
    from applications a
    left join payment_commitments pc on pc.id = a.payment_commitment_id
    left join lateral (
      select d.id, d.created, d.opened from documents d
       where d.henro = a.henro and d.business_id is not distinct from a.business_id
         and d.type = 'RENTALDEPOSIT_APPLICATION_DECISION' and d.direction = 'SENT'
         and d.payload ->> 'applicationId' = a.id::text
       order by d.created desc limit 1
    ) d on true
   where a.henro = $1 and a.business_id is not distinct from $2
   order by a.created desc`;

export function registerApi(app: FastifyInstance, { db, authMode, config, ...options }: ApiOptions): void {
  // The portal reads this before anything else, logged in or not; register.ts sends it no-store.
  const runtimeConfig: RuntimeConfig = {
    appMode: config.appMode,
    authMode,
    session: { ...config.clientSession },
    uploadMaxBytes: config.uploadMaxBytes,
  };
  registerOperation(app, operations.runtimeConfig, async () => runtimeConfig, options);

  // Anonymous (auth none): the logged-out page has no session. Only the grade, the instance's app
  // mode and the language of the request are kept, never who gave it. Anyone can call it, so each
  // client address may send `feedbackLimitPerHour` a clock hour, counted in the database for all
  // instances (ratelimit.ts); register.ts has already answered a bad body with 400, uncounted.
  registerOperation(
    app,
    operations.feedback,
    async ({ request, reply, body }) => {
      const { allowed, retryAfterSeconds } = await hit(db, `feedback:${request.ip}`, {
        limit: config.feedbackLimitPerHour,
        windowMs: HOUR_MS,
        at: request.server.quotas.at(),
      });
      if (!allowed) {
        // The error handler keeps headers set before the throw (it replaces only the content ones).
        reply.header('retry-after', String(retryAfterSeconds));
        throw new ApiError(429, FEEDBACK_TEXT_CODES.tooMany);
      }
      await db.query('insert into feedback (grade, app_mode, language) values ($1, $2, $3)', [
        body.grade,
        config.appMode,
        requestLanguage(request),
      ]);
    },
    options,
  );

  // A fixed answer: runs once per language and part while the server runs (fixedJson.ts keeps it).
  registerOperation(
    app,
    operations.textRegister,
    async ({ params: { language, part } }) =>
      part ? textPart(registers[language], part, formCoreCodes(manifestForms())) : registers[language],
    options,
  );

  registerOperation(
    app,
    operations.frontendLog,
    async ({ request, body }) => {
      // Lines per session (or, without one, per address) and minute (quotas.ts); a session is
      // named by a digest of its id, never the id itself.
      const who = request.session
        ? `session:${createHash('sha256').update(request.session.id).digest('base64url').slice(0, 22)}`
        : `address:${request.ip}`;
      await app.quotas.spend('frontendLogPerMinute', who);
      // The message is the browser's: logged as data, never echoed back.
      request.log.error(
        { frontend: true, henro: request.session?.henro, message: body.message },
        'frontend error',
      );
    },
    options,
  );

  registerOperation(
    app,
    operations.applicationPdf,
    async ({ body }) =>
      formPdfFile('landlord-application', body, {
        fi: 'vuokranantajan-tiedot.pdf',
        sv: 'hyresvardens-uppgifter.pdf',
      }),
    options,
  );

  registerOperation(
    app,
    operations.landlordInfo,
    async ({ request }) => {
      const session = requireSession(request.session);
      const { rows } = await db.query<{
        name: string;
        email: string | null;
        phone: string | null;
        organisation: string | null;
        business_id: string | null;
        paperless_email: boolean;
        paperless_phone: boolean;
      }>(
        `select u.name, u.email, u.phone, o.name as organisation, o.business_id,
                u.paperless_email, u.paperless_phone
           from users u left join organisations o on o.business_id = $2
          where u.henro = $1`,
        [session.henro, session.businessId],
      );
      const user = rows[0];
      if (!user) throw new ApiError(401, TEXT_CODES.sessionEnded);
      const contact = {
        ...(user.phone ? { contactPersonPhoneNumber: user.phone } : {}),
        ...(user.email ? { contactPersonEmailAddress: user.email } : {}),
        // The paperless choice as it stands (issue 31): the form shows what the documents page shows.
        allowPaperlessServiceEmail: user.paperless_email,
        allowPaperlessServicePhone: user.paperless_phone,
      };
      const info: LandlordInfo =
        user.organisation && user.business_id
          ? {
              businessType: 'ORGANISATION',
              name: user.organisation,
              businessId: user.business_id,
              contactPersonOrBranchName: user.name,
              ...contact,
            }
          : { businessType: 'PERSON', name: user.name, ...contact };
      return info;
    },
    options,
  );

  registerOperation(
    app,
    operations.applicationStatuses,
    async ({ request }) => {
      const session = requireSession(request.session);
      const { rows } = await db.query<StatusRow>(APPLICATION_STATUSES_SQL, [
        session.henro,
        session.businessId,
      ]);
      return rows.map((row): ApplicationStatus => ({
        id: row.id,
        paymentCommitmentId: row.payment_commitment_id,
        paymentCommitmentAmount: row.commitment_amount === null ? null : Number(row.commitment_amount),
        renterAddress: applicationAddress(row.body),
        arrivalDate: row.arrival_date,
        currentStep: row.current_step,
        decision: row.decision_id
          ? { documentId: row.decision_id, date: row.decision_date!, isNew: row.decision_new === true }
          : null,
        attachmentRequestDueDate: row.due_date,
        newDocuments: row.new_documents,
      }));
    },
    options,
  );

  registerOperation(
    app,
    operations.postOffice,
    async ({ params }) => {
      const office = findPostOffice(params.postalCode);
      if (!office) throw new ApiError(404, TEXT_CODES.postOfficeNotFound);
      return office;
    },
    options,
  );

  const forms = createFormRegistry({ drafts: config.formDrafts });
  registerFormVersions(app, createFormVersions(db, formsCatalogue(), forms.servedForms()));
  registerSavedStates(app, { db, ...options, forms });
  registerSubmissions(app, {
    db,
    forms,
    ...options,
    ...(config.intraApi ? { intra: intraGuard(db) } : {}),
    handlers: {
      document: documentSubmission,
      landlordApplication: landlordApplicationSubmission,
      realization: realizationSubmission,
      paymentInfoUpdate: paymentInfoUpdateSubmission,
      ...INTRA_SUBMISSIONS,
    },
  });
  registerRealization(app, { db, ...options });
  registerDocuments(app, { db, ...options });
  registerFormPdf(app, { ...options, forms });
  registerPaperless(app, { db, ...options });
  registerHyp(app, { db, ...options });
  registerPayments(app, { db, ...options });
  registerPdf(app, options);
  registerAttachments(app, { db, ...options });
  registerEkulta(app, { db, ...options });
  registerEkevi(app, { db, ...options });
  registerIntra(app, { db, enabled: config.intraApi, ...options });
}
