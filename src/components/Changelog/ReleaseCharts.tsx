/**
 * Charts of the changelog page: releases per month or per year (final
 * releases and pre-releases stacked) and the share of feature, fix and driver
 * changes among the highlights, from the bundled release data. ECharts loads
 * only when a chart scrolls into view (src/components/Chart).
 */
import '@site/src/i18n/changelog';
import {Fragment, useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Chart from '@site/src/components/Chart';
import {RELEASES} from '@site/src/data/releases';
import type {Release} from '@site/src/lib/content/releases';
import {
  changeShares,
  releasesOption,
  releasesPerPeriod,
  sharesOption,
  type ChartLabels,
  type Period,
} from '@site/src/lib/charts/releases';
import styles from './styles.module.css';

interface Props {
  readonly releases?: readonly Release[];
}

/** Series and category names, in the page's language (translate() is not a hook: the locale is fixed per page). */
function chartLabels(): ChartLabels {
  return {
    final: translate({id: 'changelog.charts.final', message: 'Releases'}),
    prerelease: translate({id: 'changelog.charts.prerelease', message: 'Pre-releases'}),
    kinds: {
      feature: translate({id: 'changelog.charts.kind.feature', message: 'Features'}),
      fix: translate({id: 'changelog.charts.kind.fix', message: 'Fixes'}),
      driver: translate({id: 'changelog.charts.kind.driver', message: 'Drivers'}),
    },
  };
}

export default function ReleaseCharts({releases = RELEASES}: Props): ReactNode {
  const [period, setPeriod] = useState<Period>('year');
  const perPeriod = useMemo(
    () => releasesOption(releasesPerPeriod(releases, period), chartLabels()),
    [releases, period],
  );
  const shares = useMemo(() => sharesOption(changeShares(releases), chartLabels()), [releases]);
  const periods: {value: Period; label: string}[] = [
    {value: 'year', label: translate({id: 'changelog.charts.perYear', message: 'Per year'})},
    {value: 'month', label: translate({id: 'changelog.charts.perMonth', message: 'Per month'})},
  ];
  return (
    <div className={styles.charts}>
      <div className={styles.chartsHeader}>
        <div
          className="button-group"
          role="group"
          aria-label={translate({id: 'changelog.charts.period', message: 'Count releases'})}>
          {periods.map((p) => (
            <Fragment key={p.value}>
              {' '}
              <button
                type="button"
                className={`button button--sm button--outline button--primary${period === p.value ? ' button--active' : ''}`}
                aria-pressed={period === p.value}
                onClick={() => setPeriod(p.value)}>
                {p.label}
              </button>
            </Fragment>
          ))}
        </div>
      </div>
      <Chart
        option={perPeriod}
        title={
          period === 'year'
            ? translate({id: 'changelog.charts.releasesPerYear', message: 'AList v3 releases per year'})
            : translate({id: 'changelog.charts.releasesPerMonth', message: 'AList v3 releases per month'})
        }
      />
      <Chart
        option={shares}
        height={300}
        title={translate({
          id: 'changelog.charts.shares',
          message: 'Kinds of change among the release highlights (feature, fix, driver)',
        })}
      />
    </div>
  );
}
