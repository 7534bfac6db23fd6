/**
 * A form's submission as the server checks it, in one place (issue 42): which form (a manifest form
 * named by the path, served and for the caller's role: 404 before 403 before 400), then the data
 * with the form's own run-time validators (engine/core/submission.ts), hidden fields refused and
 * `callersOwn` fields checked against what the caller owns. Once per request: the handler gets the
 * checked data and the form, and looks neither up again.
 */
import { channel } from 'node:diagnostics_channel';
import type { FastifyRequest } from 'fastify';
import { roleOf, type ManifestForm } from '../../api/formManifest.ts';
import { checkSubmission } from '../../engine/core/submission.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { t, translatorFor, type Language } from '../../texts/index.ts';
import { UNKNOWN_FIELD_CODE } from '../../engine/core/errorCodes.ts';
import { fieldPointerOf } from '../../engine/core/formChanges.ts';
import { ApiError, TEXT_CODES } from '../api/errors.ts';
import { requestLanguage } from '../language.ts';
import { loadForm, type FormRegistry } from './registry.ts';

/**
 * Each check of a submission, published as `{ formId, requestId }` on this diagnostics channel
 * (node:diagnostics_channel: free when nobody listens), for a tracer to time and a test to count
 * (tests/api/forms.test.ts sees every form operation check its body once).
 */
export const SUBMISSION_CHECKS = channel('vuokravakuus:submission-check');

export interface SubmissionCheck {
  formId: string;
  requestId: string;
}

/**
 * The manifest form named by the path parameter `param`: served, and for the role the caller acts
 * in. A form that is not served is 404 whatever the role, so a draft's existence does not show.
 */
export function servedForm(request: FastifyRequest, param: string, forms: FormRegistry): ManifestForm {
  const formId = ((request.params ?? {}) as Record<string, unknown>)[param];
  const form = typeof formId === 'string' ? forms.documentForm(formId) : undefined;
  if (!form) throw new ApiError(404, TEXT_CODES.formNotFound);
  const role = roleOf({ businessId: request.session?.businessId });
  if (!form.manifest.roles.includes(role)) throw new ApiError(403, TEXT_CODES.formNotForRole);
  return form;
}

/** What a form's submission is once checked: its errors, or none and the data to store. */
export interface CheckedForm {
  errors: FieldError[];
  /** Computed values set and hidden fields dropped (when there are no errors). */
  body: unknown;
}

/** Checks `data` (an object, its texts in NFC) as a submission of the form `formId`. */
export async function checkForm(
  request: FastifyRequest,
  formId: string,
  data: Record<string, unknown>,
): Promise<CheckedForm> {
  if (SUBMISSION_CHECKS.hasSubscribers)
    SUBMISSION_CHECKS.publish({ formId, requestId: request.id } satisfies SubmissionCheck);
  const { form, validators } = loadForm(formId);
  // A page made with an older version of the form sends answers that its migrations bring forward.
  const sentWith = Number(request.headers['x-form-version']);
  const answers = Number.isInteger(sentWith)
    ? await request.server.formVersions.bringForward(formId, sentWith, data)
    : data;
  // What is the caller's own, for a form that says a field must be (server/forms/callersOwn.ts).
  const context = await request.server.callersOwnContext(form.schema, request.session);
  const language = requestLanguage(request);
  const checked = checkSubmission(form, answers, validators, translatorFor(language), {
    hiddenFields: 'refuse',
    context,
  });
  return { errors: await withFormerFields(request, formId, language, checked.errors), body: checked.data };
}

/** A text of its own for an answer to a field the form no longer has (issue 43). */
export const FORMER_FIELD_CODE = '173049';

/**
 * An answer to a field that an earlier version of the form had (a page opened before the form
 * changed) is named by that version's label and told what happened, never by its JSON key.
 */
async function withFormerFields(
  request: FastifyRequest,
  formId: string,
  language: Language,
  errors: readonly FieldError[],
): Promise<FieldError[]> {
  if (!errors.some((error) => error.code === UNKNOWN_FIELD_CODE)) return [...errors];
  const former = await request.server.formVersions.formerLabels(formId, language);
  return errors.map((error) => {
    const label = error.code === UNKNOWN_FIELD_CODE ? former.get(fieldPointerOf(error.path)) : undefined;
    return label === undefined
      ? error
      : { ...error, label, message: t(language, FORMER_FIELD_CODE), code: FORMER_FIELD_CODE };
  });
}
