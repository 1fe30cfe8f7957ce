import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Changelog from '@site/src/components/Changelog';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import type {FetchLike, Release} from '@site/src/lib/content/releases';

const RELEASES: Release[] = [
  {
    version: 'v3.45.0',
    date: '2025-05-24',
    highlights: [{en: 'New drivers and `h2c`.', zh: '新增驱动和 `h2c`。'}],
  },
  {
    version: 'v3.42.0',
    date: '2025-01-28',
    highlights: [
      {en: 'Archive management.', zh: '压缩包管理。'},
      {en: 'Stricter permissions.', zh: '权限更严格。', breaking: true},
    ],
  },
  {
    version: 'v3.30.0',
    date: '2024-01-05',
    highlights: [{en: 'No Windows 7.', zh: '不再支持 Windows 7。', breaking: true}],
  },
  {
    version: 'v3.0.0-beta.0',
    date: '2022-09-09',
    prerelease: true,
    highlights: [{en: 'First v3.', zh: 'v3 首版。'}],
  },
];

function respond(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);
}

const FEED = [
  {
    tag_name: 'v3.47.0',
    html_url: 'https://github.com/alist-org/alist/releases/tag/v3.47.0',
    published_at: '2025-08-01T00:00:00Z',
  },
  {tag_name: 'beta', prerelease: true},
  {
    tag_name: 'v3.46.0',
    html_url: 'https://github.com/alist-org/alist/releases/tag/v3.46.0',
    published_at: '2025-06-20T00:00:00Z',
  },
  {tag_name: 'v3.45.0', published_at: '2025-05-24T00:00:00Z'},
];

afterEach(() => {
  mockContext.i18n.currentLocale = 'en';
  jest.useRealTimers();
});

describe('<Changelog />', () => {
  it('lists the bundled releases by year, newest first, without fetching', () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchLike>>();
    render(<Changelog releases={RELEASES} fetchImpl={fetchImpl} />);
    expect(screen.getByText(/4 releases, from v3.0.0-beta.0 to v3.45.0/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(['2025', '2024', '2022']);
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'v3.45.0',
      'v3.42.0',
      'v3.30.0',
      'v3.0.0-beta.0',
    ]);
    const v342 = screen.getByRole('article', {name: 'v3.42.0'});
    expect(within(v342).getByRole('link', {name: 'Release notes on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/alist-org/alist/releases/tag/v3.42.0',
    );
    expect(within(v342).getByText('2025-01-28')).toHaveAttribute('datetime', '2025-01-28');
    expect(within(v342).getByText('Breaking')).toBeInTheDocument();
    expect(within(screen.getByRole('article', {name: 'v3.0.0-beta.0'})).getByText('Pre-release')).toBeInTheDocument();
    expect(screen.getAllByText('Breaking')).toHaveLength(2);
    expect(screen.getByText('h2c', {selector: 'code'})).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('shows the Chinese highlights on the Chinese site', () => {
    mockContext.i18n.currentLocale = 'zh-CN';
    render(<Changelog releases={RELEASES} />);
    expect(screen.getByText('压缩包管理。')).toBeInTheDocument();
    expect(screen.queryByText('Archive management.')).not.toBeInTheDocument();
  });

  it('adds the newer releases found on GitHub', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => undefined;
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchLike>>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    render(<Changelog releases={RELEASES} fetchImpl={fetchImpl} />);

    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    expect(screen.getByRole('button', {name: 'Checking GitHub…'})).toBeDisabled();
    expect(fetchImpl).toHaveBeenCalledWith('https://api.github.com/repos/alist-org/alist/releases', expect.anything());

    await act(async () => answer(await respond(FEED)));
    expect(
      await screen.findByText('Newer than v3.45.0 on GitHub: 2. They are listed first below.'),
    ).toBeInTheDocument();
    const newer = screen.getByRole('region', {name: 'Newer on GitHub'});
    expect(
      within(newer)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['v3.47.0', 'v3.46.0']);
    expect(within(newer).getAllByRole('link', {name: 'Release notes on GitHub'})[1]).toHaveAttribute(
      'href',
      'https://github.com/alist-org/alist/releases/tag/v3.46.0',
    );
    expect(screen.getByRole('button', {name: 'Check for newer releases'})).toBeEnabled();
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(4);
  });

  it('says when the bundled list is up to date', async () => {
    const user = userEvent.setup();
    render(<Changelog releases={RELEASES} fetchImpl={() => respond(FEED.slice(3))} />);
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    expect(await screen.findByText('GitHub has no release newer than v3.45.0.')).toBeInTheDocument();
    expect(screen.queryByRole('region', {name: 'Newer on GitHub'})).not.toBeInTheDocument();
  });

  it('keeps the bundled list and explains a network failure', async () => {
    const user = userEvent.setup();
    render(<Changelog releases={RELEASES} fetchImpl={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('GitHub could not be reached. Check your connection.');
    expect(alert).toHaveTextContent('The list below is the copy kept with these docs.');
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(4);
    expect(screen.getByRole('button', {name: 'Check for newer releases'})).toBeEnabled();
  });

  it('shows the HTTP status of an error answer', async () => {
    const user = userEvent.setup();
    render(<Changelog releases={RELEASES} fetchImpl={() => respond({message: 'API rate limit exceeded'}, 403)} />);
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 403');
  });

  it('explains an unreadable answer', async () => {
    const user = userEvent.setup();
    render(<Changelog releases={RELEASES} fetchImpl={() => respond({unexpected: true})} />);
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('GitHub sent an answer that could not be read.');
  });

  it('gives up after the time-out', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({advanceTimers: (ms) => jest.advanceTimersByTime(ms)});
    render(<Changelog releases={RELEASES} fetchImpl={() => new Promise<Response>(() => undefined)} />);
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('GitHub did not answer within 15 seconds.');
  });

  it('recovers on a second try', async () => {
    const user = userEvent.setup();
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<FetchLike>>()
      .mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
      .mockImplementationOnce(() => respond(FEED));
    render(<Changelog releases={RELEASES} fetchImpl={fetchImpl} />);
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('region', {name: 'Newer on GitHub'})).toBeInTheDocument();
  });

  it('aborts the request when it is unmounted', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const fetchImpl: FetchLike = (_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    };
    const {unmount} = render(<Changelog releases={RELEASES} fetchImpl={fetchImpl} />);
    await user.click(screen.getByRole('button', {name: 'Check for newer releases'}));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
