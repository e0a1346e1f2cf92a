import {
  formatJsTable,
  jsBudgets,
  overBudget,
  formatLighthouseTable,
  formatTable,
  medianRun,
  missedLighthouseGoals,
  parseOptions,
  publicRoutes,
} from './report.ts';

describe('bench:web report', () => {
  it('pads columns to their widest cell and aligns numbers right', () => {
    expect(
      formatTable(
        ['route', 'kB'],
        [
          ['/', '1.5'],
          ['/about', '12.0'],
        ],
        ['left', 'right'],
      ),
    ).toBe(['route     kB', '------  ----', '/        1.5', '/about  12.0'].join('\n'));
  });

  it('compares each route with the bare page and marks the 1.5× goal', () => {
    const table = formatJsTable(
      [
        { route: '/', files: 3, gzipBytes: 150_000, textGzipBytes: 9_000 },
        { route: '/about', files: 4, gzipBytes: 150_001 },
      ],
      { route: '/', files: 1, gzipBytes: 100_000 },
    );
    const [, , bare, home, about] = table.split('\n');
    expect(bare).toMatch(/^\/ \(bare page\)\s+1\s+100\.0\s+1\.00×\s+baseline\s+-$/);
    expect(home).toMatch(/^\/\s+3\s+150\.0\s+1\.50×\s+met\s+9\.0$/);
    expect(about).toMatch(/^\/about\s+4\s+150\.0\s+1\.50×\s+MISSED\s+-$/);
  });

  it('names the Lighthouse goals a route misses, a missing score included', () => {
    const row = { route: '/', performance: 94, accessibility: 100, bestPractices: null, seo: 100 };
    expect(missedLighthouseGoals({ ...row, lcp: 1, tbt: 0, cls: 0 })).toEqual([
      'performance 94 < 95',
      'best practices – < 100',
    ]);
    const table = formatLighthouseTable([
      { ...row, lcp: 1234.4, tbt: 56.6, cls: 0.01234 },
      {
        route: '/about',
        performance: 99,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        lcp: 1,
        tbt: 0,
        cls: 0,
      },
    ]);
    expect(table.split('\n')[2]).toMatch(
      /^\/\s+94 ✗\s+100 ✓\s+– ✗\s+100 ✓\s+1234 ms\s+57 ms\s+0\.012\s+MISSED$/,
    );
    expect(table.split('\n')[3]).toMatch(/met$/);
  });

  it('reads its options', () => {
    expect(parseOptions([])).toMatchObject({ routes: publicRoutes, lighthouse: true, json: null, runs: 1 });
    expect(
      parseOptions(['--routes', '/, /about,/', '--no-lighthouse', '--json', 'out.json', '--runs', '3']),
    ).toMatchObject({ routes: ['/', '/about'], lighthouse: false, json: 'out.json', runs: 3 });
    expect(() => parseOptions(['--routes', 'about'])).toThrow(/must start with "\/"/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--bogus'])).toThrow();
  });

  it('reports the median run by performance', () => {
    const runs = [{ performance: 90 }, { performance: 70 }, { performance: 99 }];
    expect(medianRun(runs)).toBe(runs[0]);
    expect(medianRun([{ performance: null }, { performance: 80 }])).toEqual({ performance: null });
  });
});

describe('overBudget', () => {
  const bare = { route: '/', files: 1, gzipBytes: 100_000 };
  it('given routes within and over their budgets, should name only those over', () => {
    const rows = [
      { route: '/', files: 9, gzipBytes: 146_000 },
      { route: '/about', files: 9, gzipBytes: 140_000 },
    ];
    expect(overBudget(rows, bare, { '/': 1.45, '/about': 1.45 })).toEqual([
      "/: initial JS 1.460× the bare page's, over its budget of 1.45×",
    ]);
  });

  it('given a budget above 1.5 or a route without one, should hold it to 1.5', () => {
    const rows = [
      { route: '/x', files: 9, gzipBytes: 151_000 },
      { route: '/y', files: 9, gzipBytes: 151_000 },
    ];
    expect(overBudget(rows, bare, { '/x': 2 })).toHaveLength(2);
  });

  it('should have a budget for every public route, none above 1.5', () => {
    expect(Object.keys(jsBudgets).sort()).toEqual([...publicRoutes].sort());
    expect(Math.max(...Object.values(jsBudgets))).toBeLessThanOrEqual(1.5);
  });
});
