/**
 * Chart data from the bundled release history (src/data/releases.ts): releases
 * per month or per year, and the share of fix, feature and driver changes
 * among the release highlights; plus the ECharts options that draw them.
 * Pure TypeScript: the option types are imported as types only, so nothing of
 * ECharts is bundled by importing this module.
 */
import type {EChartsCoreOption} from 'echarts/core';
import type {Release} from '../content/releases';

export type Period = 'month' | 'year';
export type ChangeKind = 'driver' | 'fix' | 'feature';

export interface PeriodCounts {
  /** `YYYY-MM` or `YYYY`, oldest first, with empty periods in between filled with 0. */
  readonly labels: string[];
  readonly final: number[];
  readonly prerelease: number[];
}

function nextPeriod(label: string, period: Period): string {
  if (period === 'year') return String(Number(label) + 1);
  const [y = 0, m = 0] = label.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Releases per month or year, final releases and pre-releases apart. */
export function releasesPerPeriod(releases: readonly Release[], period: Period): PeriodCounts {
  const counts = new Map<string, {final: number; prerelease: number}>();
  for (const release of releases) {
    const key = period === 'year' ? release.date.slice(0, 4) : release.date.slice(0, 7);
    const entry = counts.get(key) ?? {final: 0, prerelease: 0};
    if (release.prerelease) entry.prerelease += 1;
    else entry.final += 1;
    counts.set(key, entry);
  }
  const keys = [...counts.keys()].sort();
  const labels: string[] = [];
  const first = keys[0];
  const last = keys[keys.length - 1];
  if (first !== undefined && last !== undefined) {
    for (let key = first; key <= last; key = nextPeriod(key, period)) labels.push(key);
  }
  return {
    labels,
    final: labels.map((l) => counts.get(l)?.final ?? 0),
    prerelease: labels.map((l) => counts.get(l)?.prerelease ?? 0),
  };
}

/**
 * Kind of one release highlight, from its English text: a new or changed
 * driver (`driver`, `New drivers: …`), else a fix (`fix`, `fixes for …`),
 * else a feature. Highlights that mix kinds count once, in that order.
 */
export function changeKind(text: string): ChangeKind {
  const t = text.toLowerCase();
  if (/\bnew drivers?\b|\bdrivers?\b/.test(t)) return 'driver';
  if (/\bfix(es|ed)?\b|\bbug/.test(t)) return 'fix';
  return 'feature';
}

export function changeShares(releases: readonly Release[]): Record<ChangeKind, number> {
  const shares: Record<ChangeKind, number> = {driver: 0, fix: 0, feature: 0};
  for (const release of releases) for (const h of release.highlights) shares[changeKind(h.en)] += 1;
  return shares;
}

export interface ChartLabels {
  readonly final: string;
  readonly prerelease: string;
  readonly kinds: Record<ChangeKind, string>;
}

/** Stacked bars of releases per period. */
export function releasesOption(counts: PeriodCounts, labels: ChartLabels): EChartsCoreOption {
  return {
    backgroundColor: 'transparent',
    tooltip: {trigger: 'axis', axisPointer: {type: 'shadow'}},
    legend: {top: 0},
    grid: {left: 8, right: 8, bottom: counts.labels.length > 24 ? 48 : 8, top: 36, containLabel: true},
    xAxis: {type: 'category', data: counts.labels},
    yAxis: {type: 'value', minInterval: 1},
    dataZoom: counts.labels.length > 24 ? [{type: 'slider', height: 18, bottom: 8}] : [],
    series: [
      {name: labels.final, type: 'bar', stack: 'releases', data: counts.final},
      {name: labels.prerelease, type: 'bar', stack: 'releases', data: counts.prerelease},
    ],
  };
}

/** Doughnut of the change kinds. */
export function sharesOption(shares: Record<ChangeKind, number>, labels: ChartLabels): EChartsCoreOption {
  return {
    backgroundColor: 'transparent',
    tooltip: {trigger: 'item', formatter: '{b}: {c} ({d}%)'},
    legend: {top: 0},
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '56%'],
        label: {formatter: '{b}\n{d}%'},
        data: (['feature', 'fix', 'driver'] as const).map((kind) => ({name: labels.kinds[kind], value: shares[kind]})),
      },
    ],
  };
}
