import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderToString} from 'react-dom/server';
import DesktopDownload from '@site/src/components/DesktopDownload';
import type {DesktopReleaseData, PlatformHints} from '@site/src/lib/content/desktop';
import type {FetchLike} from '@site/src/lib/http';
import {newerDesktopRelease} from '../../fixtures/desktopRelease';

const RELEASE: DesktopReleaseData = {
  version: '3.45.0',
  date: '2025-05-24',
  targets: ['windows-x64', 'windows-x64-msi', 'windows-arm64', 'macos-arm64', 'macos-x64', 'linux-x64'],
};
const DOWNLOAD = 'https://github.com/alist-org/desktop-release/releases/download/v3.45.0/';

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

const hints =
  (value: PlatformHints): (() => Promise<PlatformHints>) =>
  () =>
    Promise.resolve(value);

function respond(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({ok: status < 300, status, text: () => Promise.resolve(JSON.stringify(body))} as Response);
}

const primary = (): HTMLElement | null => document.querySelector('a.button--primary');

describe('<DesktopDownload />', () => {
  it('renders on the server without the browser: a button to the release page and every installer', () => {
    const html = renderToString(<DesktopDownload release={RELEASE} readHints={() => new Promise(() => undefined)} />);
    expect(html).toContain('Download AList Desktop 3.45.0');
    expect(html).toContain('href="https://github.com/alist-org/desktop-release/releases/tag/v3.45.0"');
    expect(html).toContain(`${DOWNLOAD}alist-desktop_3.45.0_amd64.deb`);
    expect(html).toContain('Version 3.45.0, released 2025-05-24.');
  });

  it.each([
    [{userAgent: UA.windows, platform: 'Win32'}, 'Windows (x64)', 'alist-desktop_3.45.0_x64-setup.exe'],
    [
      {userAgent: UA.windows, platform: 'Win32', architecture: 'arm'},
      'Windows (ARM64)',
      'alist-desktop_3.45.0_arm64-setup.exe',
    ],
    [{userAgent: UA.mac, platform: 'MacIntel'}, 'macOS (Apple silicon)', 'alist-desktop_3.45.0_aarch64.dmg'],
    [{userAgent: UA.mac, platform: 'MacIntel', architecture: 'x86'}, 'macOS (Intel)', 'alist-desktop_3.45.0_x64.dmg'],
    [{userAgent: UA.linux, platform: 'Linux x86_64'}, 'Linux (x64, .deb)', 'alist-desktop_3.45.0_amd64.deb'],
  ])('offers the installer of the reader’s system (%j)', async (value, system, file) => {
    render(<DesktopDownload release={RELEASE} readHints={hints(value)} />);
    // Text queries: role queries over this many links are slow on a busy machine.
    const button = (await screen.findByText(`Download for ${system}`)).closest('a');
    expect(button).toBe(primary());
    expect(button).toHaveAttribute('href', `${DOWNLOAD}${file}`);
    const menu = screen.getByText('Other systems').closest('details')!;
    const items = within(menu).getAllByRole('link');
    expect(items).toHaveLength(6);
    const marked = items.filter((item) => item.textContent?.includes('(this computer)'));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveAttribute('href', `${DOWNLOAD}${file}`);
  });

  it('tells Mac users how to check their chip', async () => {
    render(<DesktopDownload release={RELEASE} readHints={hints({userAgent: UA.mac, platform: 'MacIntel'})} />);
    expect(await screen.findByText(/About This Mac shows a chip named Apple M/)).toBeInTheDocument();
  });

  it('keeps the release page and the full menu on a device without an installer', async () => {
    render(<DesktopDownload release={RELEASE} readHints={hints({userAgent: UA.android, platform: 'Linux armv8l'})} />);
    expect(await screen.findByText(/No installer fits this device/)).toBeInTheDocument();
    expect(primary()).toHaveTextContent('Download AList Desktop 3.45.0');
    expect(screen.getByText('All installers')).toBeInTheDocument();
    expect(screen.queryByText('(this computer)', {exact: false})).not.toBeInTheDocument();
  });

  it('treats a failed detection like an unknown system', async () => {
    render(<DesktopDownload release={RELEASE} readHints={() => Promise.reject(new Error('no navigator'))} />);
    expect(await screen.findByText(/No installer fits this device/)).toBeInTheDocument();
  });

  it('points the buttons at a newer release found on GitHub', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => undefined;
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchLike>>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    render(
      <DesktopDownload
        release={RELEASE}
        fetchImpl={fetchImpl}
        readHints={hints({userAgent: UA.windows, platform: 'Win32'})}
      />,
    );
    await screen.findByText('Download for Windows (x64)');
    expect(fetchImpl).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', {name: 'Check for a newer version'}));
    expect(screen.getByRole('button', {name: 'Checking GitHub…'})).toBeDisabled();
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://api.github.com/repos/alist-org/desktop-release/releases/latest',
      expect.anything(),
    );
    await act(async () =>
      answer(
        await respond(newerDesktopRelease(['alist-desktop_3.60.0_x64-setup.exe', 'alist-desktop_3.60.0_amd64.deb'])),
      ),
    );
    expect(
      await screen.findByText('GitHub has a newer release, 3.60.0: the buttons now download it instead of 3.45.0.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Download for Windows (x64)').closest('a')).toHaveAttribute(
      'href',
      'https://github.com/AlistGo/desktop-release/releases/download/v3.60.0/alist-desktop_3.60.0_x64-setup.exe',
    );
    expect(screen.getByText('Version 3.60.0, released 2025-12-01.')).toBeInTheDocument();
    expect(within(screen.getByText('Other systems').closest('details')!).getAllByRole('link')).toHaveLength(2);
  });

  it('says when the kept release is the newest', async () => {
    const user = userEvent.setup();
    render(
      <DesktopDownload
        release={RELEASE}
        fetchImpl={() => respond({tag_name: 'v3.45.0', assets: [{name: 'alist-desktop_3.45.0_x64-setup.exe'}]})}
        readHints={hints({userAgent: UA.linux})}
      />,
    );
    await user.click(screen.getByRole('button', {name: 'Check for a newer version'}));
    expect(await screen.findByText('3.45.0 is the newest release on GitHub.')).toBeInTheDocument();
    expect(primary()).toHaveAttribute('href', `${DOWNLOAD}alist-desktop_3.45.0_amd64.deb`);
  });

  it('keeps its links and explains a failed check', async () => {
    const user = userEvent.setup();
    render(
      <DesktopDownload
        release={RELEASE}
        fetchImpl={() => respond({message: 'API rate limit exceeded'}, 403)}
        readHints={hints({userAgent: UA.linux})}
      />,
    );
    await user.click(screen.getByRole('button', {name: 'Check for a newer version'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('GitHub answered with an error (HTTP 403).');
    expect(alert).toHaveTextContent('The buttons still download 3.45.0.');
    expect(primary()).toHaveAttribute('href', `${DOWNLOAD}alist-desktop_3.45.0_amd64.deb`);
    expect(screen.getByRole('button', {name: 'Check for a newer version'})).toBeEnabled();
  });

  it('gives up after its time-out', async () => {
    const user = userEvent.setup();
    render(
      <DesktopDownload
        release={RELEASE}
        timeoutMs={50}
        fetchImpl={(_url, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
        }
        readHints={hints({userAgent: UA.linux})}
      />,
    );
    await user.click(screen.getByRole('button', {name: 'Check for a newer version'}));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('GitHub did not answer within'));
    expect(screen.getByRole('alert')).toHaveTextContent('The buttons still download 3.45.0.');
  });
});
