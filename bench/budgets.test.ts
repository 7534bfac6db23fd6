import { describe, expect, it } from 'vitest';
import { checkBudgets, figuresOf } from './budgets.ts';

/** A bench run's latest.json as bench/run.ts writes it, with the budgeted figures only. */
const run = ({ front = 98_400, login = 99_600, form = 114_300, submit = 0.27, tracing = 0.9 } = {}) => ({
  bundle: { formGzip: form },
  initialJs: [
    { path: '/', chunks: [{ served: front - 40_000 }, { served: 40_000 }] },
    { path: '/kirjaudu', chunks: [{ served: login }] },
  ],
  api: {
    submit: [
      { backend: 'PGlite', share: 0.05 },
      { backend: 'PostgreSQL', share: submit },
    ],
  },
  tracing: {
    scenarios: [
      { backend: 'PGlite', name: 'applications', share: 0.5 },
      { backend: 'PostgreSQL', name: 'applications', share: tracing },
      { backend: 'PostgreSQL', name: 'documents page', share: 0.5 },
    ],
  },
});

describe('the bench budgets (.ci/run)', () => {
  it('reads the figures of a run: served kB summed over the page’s files, shares as per cent', () => {
    expect(figuresOf(run())).toEqual({
      frontPageServedKB: 98.4,
      loginPageServedKB: 99.6,
      formCodeGzipKB: 114.3,
      submitShareOfEchoPostgres: 27,
      tracingSharePostgres: 90,
    });
  });

  it('passes a run within every budget', () => {
    const { failures, lines } = checkBudgets(figuresOf(run()));
    expect(failures).toEqual([]);
    expect(lines).toHaveLength(5);
    expect(lines.every((line) => line.startsWith('ok'))).toBe(true);
  });

  it('fails a seeded regression of each kind: a bigger front page, a slower submit, a costlier trace', () => {
    expect(checkBudgets(figuresOf(run({ front: 100_100 }))).failures).toEqual(['frontPageServedKB']);
    expect(checkBudgets(figuresOf(run({ submit: 0.19 }))).failures).toEqual(['submitShareOfEchoPostgres']);
    expect(checkBudgets(figuresOf(run({ tracing: 0.74, form: 120_001 }))).failures).toEqual([
      'formCodeGzipKB',
      'tracingSharePostgres',
    ]);
    // At the limit is within it.
    expect(checkBudgets(figuresOf(run({ front: 100_000, submit: 0.2 }))).failures).toEqual([]);
  });

  it('fails a figure the run did not measure (PostgreSQL unreachable, a part skipped)', () => {
    const { api: _api, ...withoutApi } = run();
    const { failures, lines } = checkBudgets(figuresOf(withoutApi));
    expect(failures).toEqual(['submitShareOfEchoPostgres']);
    expect(lines.find((line) => line.startsWith('FAIL'))).toMatch(/not measured/);
  });
});
