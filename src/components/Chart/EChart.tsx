/**
 * The part of <Chart> that holds ECharts, in its own chunk: loaded by
 * `Chart/index.tsx` only once the chart scrolls into view. Only the chart
 * types and components registered here are bundled (tree-shaken ECharts);
 * register more here when a page needs them.
 */
import type {ReactNode} from 'react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import * as echarts from 'echarts/core';
import {BarChart, LineChart, PieChart} from 'echarts/charts';
import {
  DataZoomComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import {CanvasRenderer} from 'echarts/renderers';
import type {EChartsCoreOption} from 'echarts/core';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DataZoomComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface EChartProps {
  readonly option: EChartsCoreOption;
  /** `dark` in the site's dark mode (ECharts' built-in dark theme), undefined otherwise. */
  readonly theme?: 'dark';
  readonly height: number;
}

export default function EChart({option, theme, height}: EChartProps): ReactNode {
  // echarts-for-react re-creates the chart when the theme changes and resizes it with its container.
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      theme={theme}
      notMerge
      lazyUpdate
      autoResize
      style={{height, width: '100%'}}
      opts={{renderer: 'canvas'}}
    />
  );
}
