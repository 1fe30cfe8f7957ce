import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import SiteOverlays from '@site/src/components/SiteOverlays';
import LocaleRedirectModal from '@site/src/components/SiteOverlays/LocaleRedirectModal';
import {LOCALE_REDIRECT} from '@site/src/data/localeRedirect';
import {NOTICE_STORAGE_KEY as NOTICE_KEY} from '@site/src/data/noticeSettings';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {useLocaleMessages} from '@site/tests/mocks/generated/codeTranslations';
import zhMessages from '@site/i18n/zh-CN/code.json';

function setLanguages(languages: string[]): void {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

function renderAt(path: string, locale: 'en' | 'zh-CN' = 'en'): ReturnType<typeof render> {
  mockContext.i18n.currentLocale = locale;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteOverlays />
    </MemoryRouter>,
  );
}

// The notice tests click through several renders with user-event: seconds on a busy 2-core machine.
jest.setTimeout(20_000);

// The overlays' code is a separate chunk, imported when one shows. Its first
// import compiles it (seconds on a busy machine, past findBy's 1 s wait), so
// compile it once here; the component still goes through its lazy import.
beforeAll(async () => {
  await import('@site/src/components/SiteOverlays/Overlays');
}, 60_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  useLocaleMessages({});
  mockContext.i18n.currentLocale = 'en';
});

describe('notice popup', () => {
  it('shows on the English home page until dismissed with its close icon, then never again', async () => {
    const user = userEvent.setup();
    setLanguages(['en-US']);
    const {unmount} = renderAt('/');
    // The overlays' code loads when one shows.
    const dialog = await screen.findByRole('dialog', {name: 'Before you upgrade'});
    expect(dialog).toHaveTextContent('v3.25.1');
    expect(dialog).toHaveTextContent('alist admin set NEW_PASSWORD');
    expect(dialog).toHaveTextContent('v3.30.0');
    expect(dialog).toHaveTextContent('Windows 7');
    expect(screen.getByRole('link', {name: 'Docker'})).toHaveAttribute('href', '/guide/install/docker');
    expect(screen.getAllByRole('link', {name: 'manual installation'})[0]).toHaveAttribute(
      'href',
      '/guide/install/manual',
    );
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(NOTICE_KEY)).not.toBeNull();
    unmount();
    renderAt('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is dismissed by its buttons and by Escape', async () => {
    const user = userEvent.setup();
    setLanguages(['en-US']);
    const first = renderAt('/index.html');
    await user.click(await screen.findByRole('button', {name: 'Got it'}));
    expect(window.localStorage.getItem(NOTICE_KEY)).not.toBeNull();
    first.unmount();

    window.localStorage.clear();
    const second = renderAt('/');
    expect(screen.getByRole('link', {name: 'Installation guide'})).toHaveAttribute('href', '/guide/install/');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(NOTICE_KEY)).not.toBeNull();
    second.unmount();

    window.localStorage.clear();
    renderAt('/');
    // jsdom cannot follow links; the click itself is what is tested.
    const stop = (event: Event): void => event.preventDefault();
    document.addEventListener('click', stop);
    await user.click(screen.getByRole('link', {name: 'Installation guide'}));
    document.removeEventListener('click', stop);
    expect(window.localStorage.getItem(NOTICE_KEY)).not.toBeNull();
  });

  it('does not show on other pages', () => {
    setLanguages(['en-US']);
    renderAt('/guide/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows in Chinese on /zh', async () => {
    useLocaleMessages(zhMessages);
    setLanguages(['zh-CN']);
    renderAt('/zh/', 'zh-CN');
    const dialog = await screen.findByRole('dialog', {name: '升级前请注意'});
    expect(dialog).toHaveTextContent('v3.25.1');
    expect(screen.getByRole('button', {name: '关闭'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: '知道了'})).toBeInTheDocument();
  });
});

describe('locale-redirect modal', () => {
  it('offers Chinese to a Chinese browser on an English page, then shows the notice after Cancel', async () => {
    const user = userEvent.setup();
    setLanguages(['zh-CN', 'en']);
    renderAt('/');
    const dialog = await screen.findByRole('dialog', {name: 'Read this site in 简体中文?'});
    expect(dialog).toHaveTextContent('Your browser prefers 简体中文');
    expect(screen.getByRole('button', {name: 'Switch'})).toHaveFocus();
    expect(screen.getByRole('checkbox', {name: 'Remember my choice'})).not.toBeChecked();
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    // Without "remember", the answer lasts for the session only.
    expect(window.sessionStorage.getItem(LOCALE_REDIRECT.storageKey)).toBe('/');
    expect(window.localStorage.getItem(LOCALE_REDIRECT.storageKey)).toBeNull();
    expect(screen.getByRole('dialog', {name: 'Before you upgrade'})).toBeInTheDocument();
  });

  it('remembers the answer persistently when asked, and asks no more', async () => {
    const user = userEvent.setup();
    setLanguages(['zh-CN']);
    const {unmount} = renderAt('/guide/');
    await user.click(await screen.findByRole('checkbox', {name: 'Remember my choice'}));
    await user.keyboard('{Escape}');
    expect(window.localStorage.getItem(LOCALE_REDIRECT.storageKey)).toBe('/');
    unmount();
    window.sessionStorage.clear();
    renderAt('/guide/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing when the page is in the preferred language or the session answered', () => {
    setLanguages(['en-GB']);
    const {unmount} = renderAt('/guide/');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    setLanguages(['zh']);
    window.sessionStorage.setItem(LOCALE_REDIRECT.storageKey, '/');
    renderAt('/guide/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the default locale (Chinese) when no language matches', async () => {
    setLanguages(['fr-FR']);
    renderAt('/guide/');
    expect(await screen.findByRole('dialog', {name: 'Read this site in 简体中文?'})).toBeInTheDocument();
  });

  it('offers English in Chinese on a Chinese page', async () => {
    useLocaleMessages(zhMessages);
    setLanguages(['en-US']);
    renderAt('/zh/guide/', 'zh-CN');
    expect(await screen.findByRole('dialog', {name: '要切换到 English 版本吗？'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: '切换'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: '取消'})).toBeInTheDocument();
    expect(screen.getByRole('checkbox', {name: '记住我的选择'})).toBeInTheDocument();
  });
});

describe('switching locale', () => {
  function setup(): {navigate: jest.Mock; onAnswer: jest.Mock; onClose: jest.Mock} {
    const navigate = jest.fn();
    const onAnswer = jest.fn();
    const onClose = jest.fn();
    render(
      <LocaleRedirectModal
        pageBase="/"
        targetBase="/zh/"
        targetHref="/zh/guide/drivers/sftp?x=1#run"
        onAnswer={onAnswer}
        onClose={onClose}
        navigate={navigate}
      />,
    );
    return {navigate, onAnswer, onClose};
  }

  it('opens the page the language menu would open, and shows that it is switching', async () => {
    const user = userEvent.setup();
    const {navigate, onAnswer} = setup();
    await user.click(screen.getByRole('button', {name: 'Switch'}));
    expect(navigate).toHaveBeenCalledWith('/zh/guide/drivers/sftp?x=1#run');
    expect(onAnswer).toHaveBeenCalledWith('/zh/', 'session');
    expect(screen.getByRole('button', {name: 'Switching…'})).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Cancel'})).toBeDisabled();
  });

  it('remembers the choice when asked', async () => {
    const user = userEvent.setup();
    const {onAnswer} = setup();
    await user.click(screen.getByRole('checkbox', {name: 'Remember my choice'}));
    await user.click(screen.getByRole('button', {name: 'Switch'}));
    expect(onAnswer).toHaveBeenCalledWith('/zh/', 'remember');
  });

  it('Cancel stays, records the answer and closes', async () => {
    const user = userEvent.setup();
    const {navigate, onAnswer, onClose} = setup();
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(navigate).not.toHaveBeenCalled();
    expect(onAnswer).toHaveBeenCalledWith('/', 'session');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('language menu', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    mockContext.i18n.currentLocale = 'en';
  });

  it('records a click on a link into the other locale as the session answer', async () => {
    const user = userEvent.setup();
    setLanguages(['en-US']);
    mockContext.i18n.currentLocale = 'en';
    render(
      <MemoryRouter initialEntries={['/guide/']}>
        <a href="/zh/guide">简体中文</a>
        <a href="/faq">FAQ</a>
        <SiteOverlays />
      </MemoryRouter>,
    );
    const stop = (event: Event): void => event.preventDefault();
    document.addEventListener('click', stop);
    await user.click(screen.getByRole('link', {name: 'FAQ'}));
    expect(window.sessionStorage.getItem(LOCALE_REDIRECT.storageKey)).toBeNull();
    await user.click(screen.getByRole('link', {name: '简体中文'}));
    document.removeEventListener('click', stop);
    expect(window.sessionStorage.getItem(LOCALE_REDIRECT.storageKey)).toBe('/zh/');
  });
});
