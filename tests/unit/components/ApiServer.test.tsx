import {act, render, renderHook, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {ApiServerSelector, useApiServer} from '@site/src/components/ApiServer';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';

// jsdom serves the page from http://localhost/, so a test build's `local` is offered.
const TEST_BUILD = {tools: {apiServers: {local: 'http://localhost:3002'}}};

beforeEach(() => {
  window.localStorage.clear();
  mockContext.siteConfig.customFields = TEST_BUILD;
});

describe('<ApiServerSelector />', () => {
  it('lists "address (key)" options, local included on localhost, and defaults to cf', () => {
    render(<ApiServerSelector className="extra" />);
    const select = screen.getByLabelText('API server');
    expect(select).toHaveValue('cf');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'https://api.nn.ci (cf)',
      'https://api.xhofe.top (cn)',
      'http://localhost:3002 (local)',
    ]);
    expect(select.parentElement).toHaveClass('extra');
  });

  it('offers no local server in a production build, even on localhost', () => {
    mockContext.siteConfig.customFields = {};
    render(<ApiServerSelector />);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['cf', 'cn']);
  });

  it('shows de when configured', () => {
    mockContext.siteConfig.customFields = {
      tools: {
        apiServers: {
          cf: 'https://a.example',
          cn: 'https://b.example',
          de: 'https://de.example',
          local: 'http://localhost:3002',
        },
      },
    };
    render(<ApiServerSelector />);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['cf', 'cn', 'de', 'local']);
    expect(screen.getByRole('option', {name: 'https://de.example (de)'})).toBeInTheDocument();
  });

  it('reads the stored choice and stores a new one under api_name', async () => {
    window.localStorage.setItem('api_name', 'cn');
    render(<ApiServerSelector />);
    const select = screen.getByLabelText('API server');
    expect(select).toHaveValue('cn');
    await userEvent.selectOptions(select, 'local');
    expect(select).toHaveValue('local');
    expect(window.localStorage.getItem('api_name')).toBe('local');
  });

  it.each(['bogus', '', 'de', 'null'])('falls back to cf for a stored %p', (stored) => {
    window.localStorage.setItem('api_name', stored);
    render(<ApiServerSelector />);
    expect(screen.getByLabelText('API server')).toHaveValue('cf');
  });

  it('follows a change made in another tab', () => {
    render(<ApiServerSelector />);
    act(() => {
      window.localStorage.setItem('api_name', 'cn');
      window.dispatchEvent(new StorageEvent('storage', {key: 'api_name', newValue: 'cn'}));
    });
    expect(screen.getByLabelText('API server')).toHaveValue('cn');
  });

  it('keeps two selectors on the page in step', async () => {
    render(
      <>
        <ApiServerSelector />
        <ApiServerSelector />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('API server');
    await userEvent.selectOptions(first!, 'cn');
    expect(second).toHaveValue('cn');
  });
});

describe('useApiServer', () => {
  it('prefixes paths with the chosen address', () => {
    window.localStorage.setItem('api_name', 'local');
    const {result} = renderHook(() => useApiServer());
    expect(result.current.ready).toBe(true);
    expect(result.current.address).toBe('http://localhost:3002');
    expect(result.current.api('/alist/onedrive/get_refresh_token')).toBe(
      'http://localhost:3002/alist/onedrive/get_refresh_token',
    );
    act(() => result.current.select('cn'));
    expect(result.current.api('alist/x')).toBe('https://api.xhofe.top/alist/x');
  });

  it('works outside the provider with the default server', () => {
    const {result} = renderHook(() => useApiServer());
    expect(result.current.key).toBe('cf');
    expect(result.current.api('/p')).toBe('https://api.nn.ci/p');
  });
});
