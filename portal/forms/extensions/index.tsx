/**
 * The generic form page's extensions (issue 42): what the page does for a form beyond the engine,
 * each a named piece chosen by the form's manifest (`extensions`, api/formManifest.ts) — in the
 * style of DEFRA's forms engine, which picks a page controller by name from the form's JSON. One
 * file each:
 *
 * | name | file | what it does |
 * |---|---|---|
 * | `landlordPrefill` | `landlordPrefill.ts` | starts the form from the user's (or their organisation's) details (`GET /v1/landlord-info`) |
 * | `postOfficeLookup` | `postOfficeLookup.tsx` | fills the post office as the fifth digit of the postal code is typed (`GET /v1/post-office/{postalCode}`) |
 * | `openingCheck` | `openingCheck.ts` | opens the form only when the operation it names answers true (the realization request's visit, SPEC §4) |
 * | `identityCodeCheck` | `identityCodeCheck.tsx` | checks the identity code as it is typed and names a known person under it (`POST /v1/hyp/hetu-to-henro`) |
 * | `staffCase` | `staffCase.tsx` | a staff form's case: the customer chosen (none: the way to the search) and the application or realization request of the path above the form, sent for them; 409 and 404 in words; the decision document's PDF; the way back to the customer |
 * | `paymentCommitment` | `paymentCommitment.ts` | fills a group from the payment commitment whose number is typed, or given as `?commitment=` (`GET /v1/payment-commitment/{id}`) |
 *
 * An extension is a hook: the page calls its form's extensions in the manifest's order, every
 * render, and a page is keyed by its form (App.tsx), so the list never changes under it.
 */
import { Fragment, useMemo } from 'react';
import type { PageExtensionSpec } from '../../../api/formManifest.ts';
import { useIdentityCodeCheck } from './identityCodeCheck.tsx';
import { useLandlordPrefill } from './landlordPrefill.ts';
import { useOpeningCheck } from './openingCheck.ts';
import { usePaymentCommitment } from './paymentCommitment.ts';
import { usePostOfficeLookup } from './postOfficeLookup.tsx';
import { useStaffCase } from './staffCase.tsx';
import type { Data, ExtensionContext, ExtensionParts } from './parts.ts';

export type { Data, ExtensionContext, ExtensionParts };

type Extension<Spec> = (spec: Spec, context: ExtensionContext) => ExtensionParts;
type Named<Name> = Extract<PageExtensionSpec, { name: Name }>;

const EXTENSIONS: {
  landlordPrefill: Extension<'landlordPrefill'>;
  postOfficeLookup: Extension<Named<'postOfficeLookup'>>;
  openingCheck: Extension<Named<'openingCheck'>>;
  paymentCommitment: Extension<Named<'paymentCommitment'>>;
  identityCodeCheck: Extension<Named<'identityCodeCheck'>>;
  staffCase: Extension<Named<'staffCase'>>;
} = {
  landlordPrefill: function useLandlordPrefillExtension() {
    return { start: useLandlordPrefill() };
  },
  postOfficeLookup: function usePostOfficeLookupExtension(spec, { language }) {
    return usePostOfficeLookup(spec, language);
  },
  openingCheck: useOpeningCheck,
  paymentCommitment: usePaymentCommitment,
  identityCodeCheck: useIdentityCodeCheck,
  staffCase: useStaffCase,
};

function partsOf(spec: PageExtensionSpec, context: ExtensionContext): ExtensionParts {
  if (typeof spec === 'string') return EXTENSIONS[spec](spec, context);
  switch (spec.name) {
    case 'postOfficeLookup':
      return EXTENSIONS.postOfficeLookup(spec, context);
    case 'openingCheck':
      return EXTENSIONS.openingCheck(spec, context);
    case 'paymentCommitment':
      return EXTENSIONS.paymentCommitment(spec, context);
    case 'identityCodeCheck':
      return EXTENSIONS.identityCodeCheck(spec, context);
    case 'staffCase':
      return EXTENSIONS.staffCase(spec, context);
  }
}

/** A form's extensions put together: what the page calls is always there. */
export type PageParts = ExtensionParts &
  Required<
    Pick<
      ExtensionParts,
      'opening' | 'params' | 'failure' | 'onChange' | 'widgets' | 'uiSchema' | 'wrap' | 'reset'
    >
  >;

/** The parts of a form's extensions, put together in the manifest's order. */
export function usePageExtensions(specs: readonly PageExtensionSpec[], context: ExtensionContext): PageParts {
  const parts = specs.map((spec) => partsOf(spec, context));
  // The first extension that says where the form starts decides (its own state: the same object
  // until it changes, as a new one would start the form over).
  const start = parts.find((part) => part.start !== undefined)?.start;
  // The first extension that holds the form back decides whether it opens.
  const opening = parts.find((part) => part.opening && part.opening !== 'open')?.opening ?? 'open';
  const alert = parts.find((part) => part.alert)?.alert ?? null;
  // One set of widgets for the page's life: a new one each render would rebuild the form's registry.
  const widgets = useMemo(
    () =>
      Object.assign({}, ...parts.map((part) => part.widgets ?? {})) as NonNullable<ExtensionParts['widgets']>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const sent = parts.find((part) => part.sent)?.sent;
  const params = Object.assign({}, ...parts.map((part) => part.params ?? {})) as Record<string, string>;
  return {
    ...(start !== undefined ? { start } : {}),
    opening,
    alert,
    above: parts.map((part, index) => <Fragment key={index}>{part.above}</Fragment>),
    below: parts.map((part, index) => <Fragment key={index}>{part.below}</Fragment>),
    params,
    failure: (error) =>
      parts.reduce<string | null>((text, part) => text ?? part.failure?.(error) ?? null, null),
    ...(sent ? { sent } : {}),
    onChange: (data) => parts.forEach((part) => part.onChange?.(data)),
    widgets,
    uiSchema: (uiSchema) => parts.reduce((ui, part) => part.uiSchema?.(ui) ?? ui, uiSchema),
    wrap: (form) => parts.reduceRight((inner, part) => part.wrap?.(inner) ?? inner, form),
    reset: () => parts.forEach((part) => part.reset?.()),
  };
}
