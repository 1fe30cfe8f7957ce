import {render, screen} from '@testing-library/react';
import Heading from '@theme/Heading';
import PageIcon, {sidebarIconName} from '@site/src/components/PageIcon';
import DocSidebarItemLink from '@site/src/theme/DocSidebarItem/Link';
import DocSidebarItemCategory from '@site/src/theme/DocSidebarItem/Category';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';

afterEach(() => {
  mockContext.siteConfig.baseUrl = '/';
});

const common = {activePath: '/guide/', level: 1, index: 0} as const;

describe('<PageIcon />', () => {
  it('masks with the icon file under the base URL, hidden from assistive technology', () => {
    mockContext.siteConfig.baseUrl = '/zh/';
    render(
      <Heading as="h1">
        <PageIcon name="storage" />
        Storage
      </Heading>,
    );
    const heading = screen.getByRole('heading', {level: 1, name: 'Storage'});
    const icon = heading.querySelector('[data-page-icon="storage"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toBeEmptyDOMElement();
    expect((icon as HTMLElement).style.getPropertyValue('--site-page-icon')).toBe('url("/zh/img/icons/storage.svg")');
    expect(heading).toHaveTextContent(/^Storage$/);
  });

  it('renders nothing without a name', () => {
    const {container} = render(<PageIcon name={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the name from customProps', () => {
    expect(sidebarIconName({icon: 'key'})).toBe('key');
    expect(sidebarIconName({icon: 3})).toBeUndefined();
    expect(sidebarIconName({})).toBeUndefined();
    expect(sidebarIconName(undefined)).toBeUndefined();
  });
});

describe('sidebar wrappers', () => {
  it('a doc link with an icon shows it before the label; the label and the name stay the same', () => {
    render(
      <DocSidebarItemLink
        {...common}
        item={{type: 'link', label: 'FAQ', href: '/faq/', customProps: {icon: 'help', other: 1}}}
      />,
    );
    const link = screen.getByRole('link', {name: 'FAQ'});
    expect(link).toHaveAttribute('data-page-icon', 'help');
    expect(link.style.getPropertyValue('--site-page-icon')).toBe('url("/img/icons/help.svg")');
    expect(link).toHaveTextContent(/^FAQ$/);
    expect(link).toHaveClass('menu__link');
  });

  it('a doc link without an icon is left as it is', () => {
    render(<DocSidebarItemLink {...common} item={{type: 'link', label: 'Docker', href: '/guide/install/docker'}} />);
    const link = screen.getByRole('link', {name: 'Docker'});
    expect(link).not.toHaveAttribute('data-page-icon');
    expect(link).not.toHaveAttribute('style');
  });

  it("a category shows its index page's icon", () => {
    render(
      <DocSidebarItemCategory
        {...common}
        item={{
          type: 'category',
          label: 'Install',
          href: '/guide/install/',
          collapsed: true,
          collapsible: true,
          items: [],
          customProps: {icon: 'download'},
        }}
      />,
    );
    const link = screen.getByRole('link', {name: 'Install'});
    expect(link).toHaveAttribute('data-page-icon', 'download');
    expect(link.style.getPropertyValue('--site-page-icon')).toBe('url("/img/icons/download.svg")');
    expect(link).toHaveTextContent(/^Install$/);
  });

  it('a category without an icon is left as it is', () => {
    render(
      <DocSidebarItemCategory
        {...common}
        item={{type: 'category', label: 'API', href: '/guide/api/', collapsed: true, collapsible: true, items: []}}
      />,
    );
    expect(screen.getByRole('link', {name: 'API'})).not.toHaveAttribute('data-page-icon');
  });
});
