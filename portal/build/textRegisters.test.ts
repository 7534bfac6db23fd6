import { describe, expect, it } from 'vitest';
import fi from '../../texts/fi.json' with { type: 'json' };
import { isCoreCode, textPart } from '../../texts/parts.ts';
import { codesWritten } from './textRegisters.ts';
import { formCoreCodes } from '../../api/formManifest.ts';
import { readForms } from '../../catalogue/forms.ts';

describe('the core texts', () => {
  it('are the shell, its pages, the front page and the codes they name', () => {
    for (const code of ['140001', '143002', '144010', '144025_one', '145999', '388170', '406060', '439880'])
      expect(isCoreCode(code), code).toBe(true);
    for (const code of ['100001', '139999', '146000', '147001', '152001', '200002', '210001'])
      expect(isCoreCode(code), code).toBe(false);
  });

  it("include the names of the landlords' forms, which the shell knows, from their manifests", () => {
    const formCodes = formCoreCodes(readForms().manifestForms());
    // The landlord form, the tenancy-end notice, the payment-info update (its route is the shell's
    // though no link offers it); the realization request's name is the shell's own.
    expect(formCodes).toEqual(expect.arrayContaining(['200001', '260001', '220001', '143007']));
    for (const code of ['200001', '260001', '220001']) {
      expect(isCoreCode(code), code).toBe(false);
      expect(isCoreCode(code, formCodes), code).toBe(true);
    }
    // Not the staff forms' names, which no landlord's page offers.
    expect(formCodes).not.toContain('250001');
    expect(Object.keys(textPart(fi, 'core', formCodes))).toContain('260001');
  });

  it('and the rest split a register without losing or repeating a code', () => {
    const core = textPart(fi, 'core');
    const rest = textPart(fi, 'rest');
    expect(Object.keys(core).length + Object.keys(rest).length).toBe(Object.keys(fi).length);
    expect({ ...core, ...rest }).toEqual(fi);
  });
});

describe('codesWritten', () => {
  it('finds quoted six-digit codes of the register in minified code, and nothing else', () => {
    const known = new Set(['140002', '147001']);
    const code = 'a={loading:`140002`},b="147001",c=146097,d=\'123456\',e=`1400023`';
    expect([...codesWritten(code, known)]).toEqual(['140002', '147001']);
  });
});
