import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Chart, {fetchOption} from '@site/src/components/Chart';
import ReleaseCharts from '@site/src/components/Changelog/ReleaseCharts';
import {mockColorMode} from '../../mocks/docusaurus/themeCommon';

// The ECharts part is its own chunk; here a stand-in shows what it receives.
jest.mock('@site/src/components/Chart/EChart', () => ({
  __esModule: true,
  default: ({option, theme, height}: {option: {series?: {name?: string}[]}; theme?: string; height: number}) => (
    <div data-testid="echart" data-theme={theme ?? 'light'} data-height={height}>
      {JSON.stringify(option.series?.map((s) => s.name))}
    </div>
  ),
}));

type Callback = (entries: {isIntersecting: boolean}[]) => void;
let observers: {callback: Callback; disconnected: boolean}[] = [];

beforeEach(() => {
  observers = [];
  mockColorMode.colorMode = 'light';
  (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver = class {
    private readonly entry: {callback: Callback; disconnected: boolean};
    constructor(callback: Callback) {
      this.entry = {callback, disconnected: false};
      observers.push(this.entry);
    }
    observe(): void {}
    disconnect(): void {
      this.entry.disconnected = true;
    }
  };
});

function scrollIntoView(): void {
  act(() => {
    for (const o of observers.filter((x) => !x.disconnected)) o.callback([{isIntersecting: true}]);
  });
}

const OPTION = {series: [{name: 'Releases', type: 'bar', data: [1, 2]}]};

describe('Chart', () => {
  it('holds its place and loads nothing until it comes into view', async () => {
    render(<Chart title="Releases per year" option={OPTION} height={240} />);
    const box = screen.getByRole('img', {name: 'Releases per year'});
    expect(box).toHaveStyle({height: '240px'});
    expect(screen.queryByTestId('echart')).toBeNull();
    scrollIntoView();
    expect(await screen.findByTestId('echart')).toHaveAttribute('data-height', '240');
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('follows the colour mode', async () => {
    mockColorMode.colorMode = 'dark';
    render(<Chart title="t" option={OPTION} />);
    scrollIntoView();
    expect(await screen.findByTestId('echart')).toHaveAttribute('data-theme', 'dark');
  });

  it('loads the option from a JSON file when in view', async () => {
    const fetchImpl = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => OPTION,
    })) as unknown as typeof fetch;
    render(<Chart title="t" src="/data/chart.json" fetchImpl={fetchImpl} />);
    expect(fetchImpl).not.toHaveBeenCalled();
    scrollIntoView();
    expect(await screen.findByTestId('echart')).toHaveTextContent('["Releases"]');
    expect(fetchImpl).toHaveBeenCalledWith('/data/chart.json', expect.objectContaining({signal: expect.anything()}));
  });

  it('says so when the JSON file cannot be loaded', async () => {
    const fetchImpl = jest.fn(async () => ({
      ok: false,
      status: 404,
      json: async () => ({}),
    })) as unknown as typeof fetch;
    render(<Chart title="t" src="/missing.json" fetchImpl={fetchImpl} />);
    scrollIntoView();
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart data could not be loaded (HTTP 404).');
  });

  it('gives up on a JSON file after the time-out', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    await expect(fetchOption('/slow.json', hanging, 10)).rejects.toThrow('aborted');
  });
});

describe('ReleaseCharts', () => {
  it('draws both charts from the release data and switches between years and months', async () => {
    render(<ReleaseCharts />);
    scrollIntoView();
    await waitFor(() => expect(screen.getAllByTestId('echart')).toHaveLength(2));
    expect(screen.getByRole('img', {name: 'AList v3 releases per year'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Per month'}));
    expect(screen.getByRole('button', {name: 'Per month'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', {name: 'AList v3 releases per month'})).toBeInTheDocument();
  });
});
