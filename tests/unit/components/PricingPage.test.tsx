import {render, screen, within} from '@testing-library/react';
import Pricing from '@site/src/pages/pricing';
import {mockContext} from '@site/tests/mocks/docusaurus/useDocusaurusContext';
import {useLocaleMessages} from '@site/tests/mocks/generated/codeTranslations';
import zhMessages from '@site/i18n/zh-CN/code.json';
import {PRODUCT} from '@site/src/data/site';

afterEach(() => {
  useLocaleMessages({});
  mockContext.i18n.currentLocale = 'en';
});

describe('pricing page', () => {
  it('shows the three offers with their prices and buttons', () => {
    render(<Pricing />);
    expect(screen.getByRole('heading', {level: 1, name: 'Pricing'})).toBeInTheDocument();
    const openSource = screen.getByRole('region', {name: 'Open source'});
    expect(openSource).toHaveTextContent('Free');
    expect(within(openSource).getByRole('link', {name: 'Download'})).toHaveAttribute('href', PRODUCT.releasesUrl);
    expect(within(openSource).getByRole('link', {name: 'Sponsor'})).toHaveAttribute('href', '/guide/sponsor');
    const desktop = screen.getByRole('region', {name: 'AList Desktop'});
    expect(desktop).toHaveTextContent('$9.99');
    expect(within(desktop).getByRole('link', {name: 'Download'})).toHaveAttribute(
      'href',
      'https://github.com/alist-org/desktop-release/releases',
    );
    expect(within(desktop).getByRole('link', {name: 'Buy'}).getAttribute('href')).toMatch(/^https:\/\/store\.nn\.ci\//);
    const support = screen.getByRole('region', {name: 'Technical support'});
    expect(within(support).getByRole('link', {name: 'Contact us'})).toHaveAttribute('href', 'mailto:i@nn.ci');
    for (const plan of [openSource, desktop, support])
      expect(within(plan).getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it('is in Chinese, with the Chinese price and shop, on the Chinese site', () => {
    useLocaleMessages(zhMessages);
    mockContext.i18n.currentLocale = 'zh-CN';
    render(<Pricing />);
    expect(screen.getByRole('heading', {level: 1, name: '定价'})).toBeInTheDocument();
    expect(screen.getByRole('region', {name: '开源版'})).toHaveTextContent('免费');
    const desktop = screen.getByRole('region', {name: 'AList 桌面版'});
    expect(desktop).toHaveTextContent('¥50');
    expect(within(desktop).getByRole('link', {name: '购买'})).toHaveAttribute('href', 'https://r.nn.ci/ad');
    expect(screen.getByRole('link', {name: '联系我们'})).toBeInTheDocument();
  });
});
