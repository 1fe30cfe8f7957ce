import {render, screen, within} from '@testing-library/react';
import Catalog from '@site/src/components/Catalog';
import {mockDocs} from '@site/tests/mocks/docusaurus/docsClient';

beforeEach(() => {
  mockDocs.sidebar = {
    name: 'guide',
    items: [
      {type: 'link', label: 'Introduction', href: '/guide', docId: 'guide/index'},
      {
        type: 'category',
        label: 'Install',
        href: '/guide/install',
        items: [{type: 'link', label: 'Docker', href: '/guide/install/docker', docId: 'guide/install/docker'}],
      },
    ],
  };
});

// Descriptions come with the page's front matter (src/plugins/page-data/frontMatterData.ts).
const withDescriptions = {catalog_descriptions: {'guide/install/docker': 'Run AList in a container.'}};

describe('<Catalog />', () => {
  it('links each child page with its description', () => {
    mockDocs.doc = {metadata: {permalink: '/guide/install', title: 'Installation'}, frontMatter: withDescriptions};
    render(<Catalog />);
    const nav = screen.getByRole('navigation', {name: 'Installation'});
    expect(within(nav).getByRole('link', {name: 'Docker'})).toHaveAttribute('href', '/guide/install/docker');
    expect(within(nav).getByText('Run AList in a container.')).toBeInTheDocument();
  });

  it('nests categories below the landing page', () => {
    mockDocs.doc = {metadata: {permalink: '/guide', title: 'Introduction'}, frontMatter: {}};
    render(<Catalog />);
    expect(screen.getByRole('link', {name: 'Install'})).toHaveAttribute('href', '/guide/install');
    expect(screen.getByRole('link', {name: 'Docker'})).toBeInTheDocument();
    expect(screen.queryByRole('link', {name: 'Introduction'})).not.toBeInTheDocument();
  });

  it('lists a page without a description in the front matter by its link alone', () => {
    mockDocs.doc = {metadata: {permalink: '/guide/install', title: 'Installation'}, frontMatter: {}};
    render(<Catalog />);
    expect(screen.getByRole('link', {name: 'Docker'})).toBeInTheDocument();
    expect(screen.queryByText('Run AList in a container.')).not.toBeInTheDocument();
  });

  it('renders nothing on a page without children', () => {
    mockDocs.doc = {metadata: {permalink: '/guide/install/docker', title: 'Docker'}, frontMatter: {}};
    const {container} = render(<Catalog />);
    expect(container).toBeEmptyDOMElement();
  });
});
