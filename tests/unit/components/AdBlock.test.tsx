import {act, render, screen} from '@testing-library/react';
import AdBlock, {HouseCard, SponsorBanner} from '@site/src/components/AdBlock';
import {SPONSOR_BANNER, VIDHUB} from '@site/src/data/ads';
import {MORE_LINKS} from '@site/src/data/site';
import {THIRD_PARTY_IDS} from '@site/src/data/thirdParty';
import {AD_NETWORK_ELEMENT_ID, THIRD_PARTY_FAILED_EVENT} from '@site/src/lib/site/thirdParty';
import {useLocaleMessages} from '@site/tests/mocks/generated/codeTranslations';
import zhMessages from '@site/i18n/zh-CN/code.json';

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function emulate(platform: string, userAgent: string): void {
  jest.spyOn(window.navigator, 'platform', 'get').mockReturnValue(platform);
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  jest.restoreAllMocks();
  useLocaleMessages({});
});

describe('<AdBlock />', () => {
  it('shows the VidHub card on a Mac, with the Free tag and the new-site link', () => {
    emulate('MacIntel', LINUX_UA);
    render(<AdBlock placement="home" />);
    const block = screen.getByRole('complementary', {name: 'Advertisement'});
    const card = screen.getByRole('link', {name: /VidHub/});
    expect(block).toContainElement(card);
    expect(card).toHaveAttribute('href', VIDHUB.appStoreUrl);
    expect(card).toHaveTextContent('Free');
    expect(card).toHaveTextContent('iPhone, iPad, Mac and Apple TV');
    expect(card).toHaveTextContent(/cloud drives/);
    expect(screen.getByRole('link', {name: 'Open the new site'})).toHaveAttribute('href', MORE_LINKS.newSite);
    expect(document.querySelector('.wwads-cn')).toBeNull();
  });

  it('falls back to the user agent when the platform is empty (iPhone)', () => {
    emulate('', IPHONE_UA);
    render(<AdBlock placement="doc" />);
    expect(screen.getByRole('link', {name: /VidHub/})).toBeInTheDocument();
  });

  it("shows the ad network's container elsewhere", () => {
    emulate('Linux x86_64', LINUX_UA);
    const {container} = render(<AdBlock placement="doc" className="extra" />);
    const slot = container.querySelector('.wwads-cn');
    expect(slot).toHaveAttribute('data-id', THIRD_PARTY_IDS.adNetwork);
    expect(slot).toHaveClass('wwads-horizontal');
    // The site's own card follows it, shown by CSS while the container is empty.
    expect(slot?.nextElementSibling).toHaveAttribute('data-house-card');
    expect(screen.queryByRole('link', {name: /VidHub/})).toBeNull();
    expect(screen.getByRole('link', {name: 'Open the new site'})).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('extra');
    expect(container.firstChild).toHaveAttribute('data-ad-block', 'doc');
  });

  it("shows the site's own card, linking to the pricing page, when the network's script fails", () => {
    emulate('Linux x86_64', LINUX_UA);
    const {container} = render(<AdBlock placement="doc" />);
    expect(container.querySelector('.wwads-cn')).not.toBeNull();
    const script = document.createElement('script');
    script.id = AD_NETWORK_ELEMENT_ID;
    document.head.append(script);
    act(() => {
      script.dataset.failed = 'true';
      window.dispatchEvent(new CustomEvent(THIRD_PARTY_FAILED_EVENT, {detail: 'adNetwork'}));
    });
    expect(container.querySelector('.wwads-cn')).toBeNull();
    expect(screen.getByRole('link', {name: /AList is free/})).toHaveAttribute('href', '/pricing');
    // A page opened later in the same document shows the card at once.
    const later = render(<AdBlock placement="home" />);
    expect(later.container.querySelector('[data-house-card]')).not.toBeNull();
    script.remove();
  });

  it('keeps the network slot when another script fails', () => {
    emulate('Linux x86_64', LINUX_UA);
    const {container} = render(<AdBlock placement="doc" />);
    act(() => {
      window.dispatchEvent(new CustomEvent(THIRD_PARTY_FAILED_EVENT, {detail: 'analytics'}));
    });
    expect(container.querySelector('.wwads-cn')).not.toBeNull();
  });

  it('shows the own card in Chinese', () => {
    useLocaleMessages(zhMessages);
    emulate('Linux x86_64', LINUX_UA);
    render(<HouseCard />);
    expect(screen.getByRole('link', {name: /AList 程序免费/})).toBeInTheDocument();
  });

  it('is in Chinese on Chinese pages', () => {
    useLocaleMessages(zhMessages);
    emulate('iPad', IPHONE_UA);
    render(<AdBlock placement="home" />);
    expect(screen.getByRole('complementary', {name: '广告'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /VidHub/})).toHaveTextContent('免费');
    expect(screen.getByRole('link', {name: '打开新站点'})).toBeInTheDocument();
  });

  it('has no sponsor banner while the switch is off', () => {
    expect(SPONSOR_BANNER.enabled).toBe(false);
    emulate('Linux x86_64', LINUX_UA);
    render(<AdBlock placement="home" />);
    expect(screen.queryByText('Sponsorship')).toBeNull();
  });

  it('shows the sponsor banner, labelled, when switched on', () => {
    emulate('Linux x86_64', LINUX_UA);
    render(<AdBlock placement="home" sponsor={{enabled: true, name: 'Example Co', url: 'https://example.com'}} />);
    expect(screen.getByText('Sponsorship')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Example Co'})).toHaveAttribute('href', 'https://example.com');
  });

  it('labels the sponsor banner 赞助 in Chinese and shows an image when given', () => {
    useLocaleMessages(zhMessages);
    render(<SponsorBanner config={{enabled: true, name: 'Example', url: 'https://e.com', image: '/img/s.png'}} />);
    expect(screen.getByText('赞助')).toBeInTheDocument();
    expect(screen.getByRole('img', {name: 'Example'})).toHaveAttribute('src', '/img/s.png');
  });

  it('renders no banner when switched on without a sponsor', () => {
    const {container} = render(<SponsorBanner config={{enabled: true, name: '', url: ''}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
