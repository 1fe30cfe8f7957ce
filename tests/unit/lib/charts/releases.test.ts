import {RELEASES} from '@site/src/data/releases';
import type {Release} from '@site/src/lib/content/releases';
import {changeKind, changeShares, releasesOption, releasesPerPeriod, sharesOption} from '@site/src/lib/charts/releases';

const r = (version: string, date: string, highlights: string[] = [], prerelease = false): Release => ({
  version,
  date,
  ...(prerelease ? {prerelease} : {}),
  highlights: highlights.map((en) => ({en, zh: en})),
});

const LABELS = {
  final: 'Releases',
  prerelease: 'Pre-releases',
  kinds: {feature: 'Features', fix: 'Fixes', driver: 'Drivers'},
};

describe('releasesPerPeriod', () => {
  const releases = [
    r('v3.2.0', '2022-12-30'),
    r('v3.1.0', '2022-10-02'),
    r('v3.0.0', '2022-10-01'),
    r('v3.0.0-beta.0', '2022-09-20', [], true),
  ];

  it('counts final releases and pre-releases per month, filling empty months', () => {
    expect(releasesPerPeriod(releases, 'month')).toEqual({
      labels: ['2022-09', '2022-10', '2022-11', '2022-12'],
      final: [0, 2, 0, 1],
      prerelease: [1, 0, 0, 0],
    });
  });

  it('counts per year across a year change', () => {
    expect(releasesPerPeriod([...releases, r('v3.3.0', '2024-01-05')], 'year')).toEqual({
      labels: ['2022', '2023', '2024'],
      final: [3, 0, 1],
      prerelease: [1, 0, 0],
    });
    expect(releasesPerPeriod([], 'year')).toEqual({labels: [], final: [], prerelease: []});
  });

  it('counts every bundled release once', () => {
    const {final, prerelease} = releasesPerPeriod(RELEASES, 'month');
    expect([...final, ...prerelease].reduce((a, b) => a + b, 0)).toBe(RELEASES.length);
  });
});

describe('change kinds', () => {
  it('sorts highlights by their wording: driver, then fix, then feature', () => {
    expect(changeKind('New drivers: Azure Blob Storage and Doubao share links.')).toBe('driver');
    expect(changeKind('Fixes for 115 login and OneDrive time-outs.')).toBe('fix');
    expect(changeKind('Release build fix (missing zig).')).toBe('fix');
    expect(changeKind('HTTP/2 without TLS (h2c) can be enabled.')).toBe('feature');
    expect(changeKind('Prefix matching')).toBe('feature');
  });

  it('counts every highlight of the bundled data once', () => {
    const shares = changeShares(RELEASES);
    const total = RELEASES.reduce((n, release) => n + release.highlights.length, 0);
    expect(shares.driver + shares.fix + shares.feature).toBe(total);
    expect(shares.driver).toBeGreaterThan(0);
    expect(shares.fix).toBeGreaterThan(0);
  });
});

describe('options', () => {
  it('stacks final releases and pre-releases on a category axis', () => {
    const option = releasesOption({labels: ['2022', '2023'], final: [3, 4], prerelease: [1, 0]}, LABELS) as {
      xAxis: {data: string[]};
      series: {name: string; stack: string; data: number[]}[];
      dataZoom: unknown[];
    };
    expect(option.xAxis.data).toEqual(['2022', '2023']);
    expect(option.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['Releases', 'releases', [3, 4]],
      ['Pre-releases', 'releases', [1, 0]],
    ]);
    expect(option.dataZoom).toEqual([]);
  });

  it('adds a zoom slider to long month axes', () => {
    const labels = Array.from({length: 30}, (_, i) => `m${i}`);
    const option = releasesOption({labels, final: labels.map(() => 1), prerelease: labels.map(() => 0)}, LABELS) as {
      dataZoom: unknown[];
    };
    expect(option.dataZoom).toHaveLength(1);
  });

  it('names the pie slices in the page language', () => {
    const option = sharesOption({feature: 5, fix: 2, driver: 1}, LABELS) as {
      series: {data: {name: string; value: number}[]}[];
    };
    expect(option.series[0]?.data).toEqual([
      {name: 'Features', value: 5},
      {name: 'Fixes', value: 2},
      {name: 'Drivers', value: 1},
    ]);
  });
});
