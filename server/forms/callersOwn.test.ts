import { describe, expect, it } from 'vitest';
import { CALLERS_OWN_KINDS } from '../../validators/ajv.ts';
import { CALLERS_OWN_LOOKUPS, callersOwnKinds } from './callersOwn.ts';
import { manifestForms } from './registry.ts';
import { loadForm } from './registry.ts';

describe('callersOwn on the server', () => {
  it('has a lookup for every kind a form may name, and no other', () => {
    expect(Object.keys(CALLERS_OWN_LOOKUPS).sort()).toEqual([...CALLERS_OWN_KINDS].sort());
  });

  it('finds the kinds a form names, wherever in its schema: the tenancy-end notice’s commitment', () => {
    expect(callersOwnKinds({ type: 'string' })).toEqual([]);
    expect(
      callersOwnKinds({
        allOf: [{ then: { properties: { x: { items: { callersOwn: 'paymentCommitment' } } } } }],
      }),
    ).toEqual(['paymentCommitment']);
    const named = Object.fromEntries(
      manifestForms().map((form) => [form.id, callersOwnKinds(loadForm(form.id).form.schema)]),
    );
    expect(named['tenancy-end-notice']).toEqual(['paymentCommitment']);
  });
});
