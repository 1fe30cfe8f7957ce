import {act, fireEvent, render, screen} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import PageInfo from '@site/src/components/PageInfo';
import Contributors from '@site/src/components/Contributors';
import Comments from '@site/src/components/Comments';
import {MessageHost, showMessage} from '@site/src/components/Message';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import DocBeforeContent from '@site/src/components/DocBeforeContent';
import {markToolDocument} from '@site/src/lib/site/toolDocument';
import {openAllDetails} from '@site/src/clientModules/print';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {useLocaleMessages} from '@site/tests/mocks/generated/codeTranslations';
import zh from '@site/i18n/zh-CN/code.json';

jest.mock('@giscus/react', () => ({
  __esModule: true,
  default: (props: Record<string, string>) => <div data-testid="giscus" data-props={JSON.stringify(props)} />,
}));

afterEach(() => {
  useLocaleMessages({});
  mockContext.i18n.currentLocale = 'en';
  mockContext.siteConfig.customFields = {};
});

describe('<PageInfo />', () => {
  const fm = {
    author: 'Ada',
    original: true,
    date: '2024-01-05',
    reading_time: {words: 900, minutes: 3},
    category: 'Guide',
    tag: ['Install'],
  };

  it('shows the items in order, in English', () => {
    render(<PageInfo frontMatter={fm} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-kind'))).toEqual([
      'author',
      'original',
      'date',
      'readingTime',
      'category',
      'tag',
    ]);
    expect(screen.getByText('about 3 min')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2024')).toBeInTheDocument();
  });

  it('is localized', () => {
    useLocaleMessages(zh);
    mockContext.i18n.currentLocale = 'zh-CN';
    render(<PageInfo frontMatter={{reading_time: {words: 40, minutes: 0.2}, original: true}} />);
    expect(screen.getByText('少于 1 分钟')).toBeInTheDocument();
    expect(screen.getByText('原创')).toBeInTheDocument();
    expect(screen.getByRole('list', {name: '页面信息'})).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const {container} = render(<PageInfo frontMatter={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<Contributors />', () => {
  it('lists names', () => {
    render(
      <Contributors
        contributors={[
          {name: 'Ada', commits: 3},
          {name: 'Bob', commits: 1},
        ]}
      />,
    );
    expect(screen.getByText(/Contributors:/)).toHaveTextContent('Contributors: Ada, Bob');
  });
});

describe('<Comments />', () => {
  it('is absent when unconfigured or switched off', () => {
    const {container, rerender} = render(
      <MemoryRouter>
        <Comments />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    mockContext.siteConfig.customFields = {comments: {repo: 'o/r', repoId: 'R', category: 'C', categoryId: 'CI'}};
    rerender(
      <MemoryRouter>
        <Comments enabled={false} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is never shown on a tool page', () => {
    mockContext.siteConfig.customFields = {comments: {repo: 'o/r', repoId: 'R', category: 'C', categoryId: 'CI'}};
    for (const path of ['/tool/onedrive/request', '/zh/tool/', '/tool.html']) {
      const {container, unmount} = render(
        <MemoryRouter initialEntries={[path]}>
          <Comments />
        </MemoryRouter>,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('loads giscus keyed by pathname, input at top, reactions and strict on', async () => {
    mockContext.siteConfig.customFields = {comments: {repo: 'o/r', repoId: 'R', category: 'C', categoryId: 'CI'}};
    render(
      <MemoryRouter initialEntries={['/guide/webdav']}>
        <Comments />
      </MemoryRouter>,
    );
    const widget = await screen.findByTestId('giscus');
    expect(JSON.parse(widget.getAttribute('data-props') ?? '{}')).toMatchObject({
      repo: 'o/r',
      mapping: 'pathname',
      inputPosition: 'top',
      reactionsEnabled: '1',
      strict: '1',
      theme: 'light',
      lang: 'en',
    });
  });
});

describe('<DocBeforeContent />', () => {
  const at = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <DocBeforeContent />
      </MemoryRouter>,
    );
  afterEach(() => {
    delete document.documentElement.dataset.toolDocument;
  });

  it('puts the API-server selector above a tool, in a document that began on a tool page', async () => {
    markToolDocument(document, true);
    const {container} = at('/tool/onedrive/request');
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    expect(container.querySelector('[data-ad-block]')).toBeNull();
  });

  it('leaves the selector out of a document about to reload into a tool document', async () => {
    markToolDocument(document, false);
    const {container} = at('/tool/onedrive/request');
    await act(async () => undefined);
    expect(container.querySelector('select, input')).toBeNull();
    expect(container.querySelector('[data-ad-block]')).toBeNull();
  });
});

describe('messages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message for 3 s and closes it on request', () => {
    render(<MessageHost />);
    act(() => {
      showMessage('Copied');
    });
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    act(() => {
      showMessage('Again');
    });
    fireEvent.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByText('Again')).not.toBeInTheDocument();
  });
});

describe('404 content', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Route path="*" render={({location}) => <div data-testid="at">{location.pathname}</div>} />
        <NotFoundContent />
      </MemoryRouter>,
    );

  it('shows the code, title, a hint from the list and the two buttons', () => {
    renderAt('/nope');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Page Not Found');
    expect([
      "There's nothing here.",
      "That's a Four-Oh-Four.",
      "Looks like we've got some broken links.",
      'This page may have moved or never existed.',
    ]).toContain(screen.getByTestId('not-found-hint').textContent);
    expect(screen.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
  });

  it('Back goes to the previous entry', () => {
    Object.defineProperty(window.history, 'length', {value: 2, configurable: true});
    renderAt('/nope');
    fireEvent.click(screen.getByRole('button', {name: 'Back'}));
    expect(screen.getByTestId('at')).toHaveTextContent('/');
  });

  it('is localized', () => {
    useLocaleMessages(zh);
    renderAt('/zh/nope');
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('找不到页面');
    expect(screen.getByRole('button', {name: '返回'})).toBeInTheDocument();
    expect([
      '这里什么都没有。',
      '这是一个 404 页面。',
      '看来有链接失效了。',
      '这个页面可能已经移动，或者从未存在过。',
    ]).toContain(screen.getByTestId('not-found-hint').textContent);
  });
});

describe('printing', () => {
  it('opens every collapsed details block', () => {
    document.body.innerHTML = '<details><summary>a</summary>x</details><details open><summary>b</summary>y</details>';
    expect(openAllDetails()).toBe(1);
    expect(document.querySelectorAll('details[open]')).toHaveLength(2);
  });
});
