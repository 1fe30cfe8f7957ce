import {act, render, screen, within} from '@testing-library/react';
import type {Props} from '@theme/MDXPage';
import MDXPageWrapper from '@site/src/theme/MDXPage';
import {useLocaleMessages} from '@site/tests/mocks/generated/codeTranslations';
import zhMessages from '@site/i18n/zh-CN/code.json';

function content(frontMatter: Record<string, unknown>, description = 'Page description'): Props['content'] {
  const Content = (): React.ReactNode => <p>Markdown body</p>;
  return Object.assign(Content, {
    frontMatter,
    metadata: {frontMatter, description, title: '', source: '@site/src/pages/index.mdx', permalink: '/', type: 'mdx'},
    toc: [],
    assets: {},
    contentTitle: undefined,
  }) as unknown as Props['content'];
}

const HOME = {
  home: true,
  heroText: 'AList',
  tagline: 'Files from everywhere',
  heroImage: '/img/logo.svg',
  heroImageDark: '/img/logo-dark.svg',
  heroAlt: 'AList logo',
  heroImageStyle: {maxHeight: '5rem'},
  bgImage: '/img/bg.png',
  actions: [
    {text: 'Get started', link: '/guide/', type: 'primary'},
    {text: 'GitHub', link: 'https://github.com/alist-org/alist'},
  ],
  features: [
    {title: 'WebDAV', details: 'Mount it', icon: 'webdav', link: '/guide/webdav'},
    {title: 'Previews', details: 'In the browser', icon: 'preview'},
  ],
  highlights: [
    {header: 'Steps', type: 'order', features: [{title: 'Install'}, {title: 'Add storages', link: '/guide/drivers/'}]},
    {header: 'Ways in', type: 'un-order', features: [{title: 'Web', icon: 'folder'}, {title: 'API'}]},
    {header: 'Platforms', type: 'no-order', features: [{title: 'Docker', details: 'Images'}]},
  ],
};

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  useLocaleMessages({});
});

describe('MDXPage wrapper', () => {
  it('leaves MDX pages without home front matter to the original', () => {
    render(<MDXPageWrapper content={content({title: 'Other'})} />);
    expect(screen.getByTestId('original-mdx-page')).toBeInTheDocument();
  });
});

describe('home page', () => {
  it('renders the hero from front matter', () => {
    render(<MDXPageWrapper content={content(HOME)} />);
    expect(screen.getByTestId('layout')).toHaveAttribute('data-description', 'Page description');
    expect(screen.getByRole('heading', {level: 1, name: 'AList'})).toBeInTheDocument();
    expect(screen.getByText('Files from everywhere')).toBeInTheDocument();
    const image = screen.getByRole('img', {name: 'AList logo'});
    expect(image).toHaveAttribute('src', '/img/logo.svg');
    expect(image).toHaveAttribute('data-dark-src', '/img/logo-dark.svg');
    expect(image).toHaveStyle({maxHeight: '5rem'});
    const start = screen.getByRole('link', {name: 'Get started'});
    expect(start).toHaveAttribute('href', '/guide/');
    expect(start).toHaveClass('button--primary');
    expect(screen.getByRole('link', {name: 'GitHub'})).toHaveClass('button--secondary');
    expect(document.querySelector('[style*="bg.png"]')).not.toBeNull();
  });

  it('orders hero, ad block, features, highlights and the Markdown content', () => {
    const {container} = render(<MDXPageWrapper content={content(HOME)} />);
    const parts = [
      screen.getByRole('heading', {level: 1}),
      container.querySelector('[data-ad-block="home"]'),
      screen.getByRole('heading', {name: 'WebDAV'}),
      screen.getByRole('heading', {name: 'Steps'}),
      screen.getByText('Markdown body'),
    ];
    for (let i = 1; i < parts.length; i += 1) {
      const before = parts[i - 1];
      const after = parts[i];
      expect(before && after && before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('renders feature cards with bundled icons and optional links', () => {
    render(<MDXPageWrapper content={content(HOME)} />);
    const webdav = screen.getByRole('link', {name: /WebDAV/});
    expect(webdav).toHaveAttribute('href', '/guide/webdav');
    expect(webdav.querySelector('svg[data-icon="webdav"]')).not.toBeNull();
    expect(screen.getByText('In the browser').closest('a')).toBeNull();
  });

  it('renders highlight lists by type: ordered, marked, plain', () => {
    render(<MDXPageWrapper content={content(HOME)} />);
    const steps = screen.getByRole('region', {name: 'Steps'});
    expect(steps).toHaveAttribute('data-list-type', 'order');
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(within(steps).getByRole('link', {name: 'Add storages'})).toHaveAttribute('href', '/guide/drivers/');
    const ways = screen.getByRole('region', {name: 'Ways in'});
    expect(within(ways).getByRole('list').tagName).toBe('UL');
    expect(ways.querySelector('svg[data-icon="folder"]')).not.toBeNull();
    expect(ways.querySelector('svg[data-icon="check"]')).not.toBeNull();
    const platforms = screen.getByRole('region', {name: 'Platforms'});
    expect(within(platforms).getByRole('list').tagName).toBe('UL');
    expect(platforms.querySelector('svg')).toBeNull();
  });

  it('uses the product name when there is no hero text, and shows no image without one', () => {
    render(<MDXPageWrapper content={content({home: true})} />);
    expect(screen.getByRole('heading', {level: 1, name: 'AList'})).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('portfolio variant', () => {
  const PORTFOLIO = {
    portfolio: true,
    name: 'Andy',
    avatar: '/img/avatar.png',
    avatarDark: '/img/avatar-dark.png',
    titles: ['Go', 'Web'],
    medias: [
      {name: 'GitHub', url: 'https://github.com/example'},
      {name: 'Mail', url: 'mailto:a@example.com'},
      {name: 'Blog', url: 'https://example.com', icon: 'home'},
    ],
  };

  it('shows the avatar, the default welcome line, the name and the social links, without the ad block', () => {
    const {container} = render(<MDXPageWrapper content={content(PORTFOLIO)} />);
    expect(screen.getByRole('img', {name: 'Andy'})).toHaveAttribute('data-dark-src', '/img/avatar-dark.png');
    expect(screen.getByText("👋 Hi There, I'm")).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 1, name: 'Andy'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'GitHub'}).querySelector('svg[data-icon="github"]')).not.toBeNull();
    expect(screen.getByRole('link', {name: 'Mail'}).querySelector('svg[data-icon="mail"]')).not.toBeNull();
    expect(screen.getByRole('link', {name: 'Blog'}).querySelector('svg[data-icon="home"]')).not.toBeNull();
    expect(container.querySelector('[data-ad-block]')).toBeNull();
    expect(screen.getByText('Markdown body')).toBeInTheDocument();
  });

  it('uses a custom welcome line, and the Chinese default in Chinese', () => {
    const {unmount} = render(<MDXPageWrapper content={content({...PORTFOLIO, welcome: 'Hello, I am'})} />);
    expect(screen.getByText('Hello, I am')).toBeInTheDocument();
    unmount();
    useLocaleMessages(zhMessages);
    render(<MDXPageWrapper content={content(PORTFOLIO)} />);
    expect(screen.getByText('👋 你好，我是')).toBeInTheDocument();
  });

  it('types the titles letter by letter, 150 ms each, 1 s between titles, looping', () => {
    jest.useFakeTimers();
    const {container} = render(<MDXPageWrapper content={content(PORTFOLIO)} />);
    const typed = (): string | null | undefined => container.querySelector('[data-typed-text]')?.textContent;
    // Screen readers get the list at once.
    expect(screen.getByText('Go, Web')).toBeInTheDocument();
    expect(typed()).toBe('');
    act(() => jest.advanceTimersByTime(150));
    expect(typed()).toBe('G');
    act(() => jest.advanceTimersByTime(150));
    expect(typed()).toBe('Go');
    act(() => jest.advanceTimersByTime(999));
    expect(typed()).toBe('Go');
    act(() => jest.advanceTimersByTime(1));
    expect(typed()).toBe('W');
    act(() => jest.advanceTimersByTime(300 + 1000));
    expect(typed()).toBe('G');
  });

  it('shows the first title still when the visitor prefers reduced motion', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    const {container} = render(<MDXPageWrapper content={content(PORTFOLIO)} />);
    expect(container.querySelector('[data-typed-text]')?.textContent).toBe('Go');
    act(() => jest.advanceTimersByTime(5000));
    expect(container.querySelector('[data-typed-text]')?.textContent).toBe('Go');
    delete (window as {matchMedia?: unknown}).matchMedia;
  });
});
