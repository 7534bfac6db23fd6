import { describe, expect, it } from 'vitest';
import fi from '../../texts/fi.json' with { type: 'json' };
import { isCoreCode, textPart } from '../../texts/parts.ts';
import { codesWritten } from './textRegisters.ts';

describe('the core texts', () => {
  it('are the shell, its pages, the front page and the codes they name', () => {
    for (const code of [
      '140001',
      '143002',
      '144010',
      '144025_one',
      '145999',
      '200001',
      '388170',
      '406060',
      '439880',
    ])
      expect(isCoreCode(code), code).toBe(true);
    for (const code of ['100001', '139999', '146000', '147001', '152001', '200002', '210001'])
      expect(isCoreCode(code), code).toBe(false);
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
