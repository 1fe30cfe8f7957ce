import {render, screen} from '@testing-library/react';
import DocImage, {largestSource, type ImageModule} from '@site/src/components/DocImage';
import {mockColorMode} from '../../mocks/docusaurus/themeCommon';

/**
 * What the ideal-image loader gives for a 1280 × 720 picture: `src` is its smallest size; each
 * size has a height too, which the plugin's types leave out.
 */
const picture = (name: string): ImageModule => {
  const images = [480, 1280, 880].map((width) => ({
    path: `/assets/ideal-img/${name}.${width}.png`,
    width,
    height: (width * 9) / 16,
  }));
  return {
    preSrc: 'data:image/png;base64,AAAA',
    src: {
      src: `/assets/ideal-img/${name}.480.png`,
      width: 480,
      height: 270,
      preSrc: 'data:image/png;base64,AAAA',
      images,
    },
  };
};

afterEach(() => {
  mockColorMode.colorMode = 'light';
});

describe('DocImage', () => {
  it('renders the picture with its alt text, size and caption, never wider than itself', () => {
    const {container} = render(<DocImage img={picture('shot')} alt="The token tool" caption="The server list" />);
    const img = screen.getByRole('img', {name: 'The token tool'});
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '270');
    expect(img.getAttribute('srcset')).toContain('shot.880.png 880w');
    expect(container.querySelector('figure figcaption')).toHaveTextContent('The server list');
    const frame = container.querySelector<HTMLElement>('[data-zoom-src]');
    expect(frame).toHaveAttribute('data-zoom-src', '/assets/ideal-img/shot.1280.png');
    expect(frame?.style.maxWidth).toBe('1280px');
    expect(frame?.style.getPropertyValue('--doc-image-ratio')).toBe('1280 / 720');
  });

  it('without a title has no caption', () => {
    const {container} = render(<DocImage img={picture('shot')} alt="Plain" />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('in the browser renders only the variant of the colour mode', () => {
    const {rerender} = render(<DocImage img={picture('light')} darkImg={picture('dark')} alt="Tool" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/assets/ideal-img/light.480.png');
    mockColorMode.colorMode = 'dark';
    rerender(<DocImage img={picture('light')} darkImg={picture('dark')} alt="Tool" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/assets/ideal-img/dark.480.png');
    expect(document.querySelector('[data-zoom-src]')).toHaveAttribute(
      'data-zoom-src',
      '/assets/ideal-img/dark.1280.png',
    );
  });

  it('falls back to a plain URL when the loader gives one (no ideal-image rule applied)', () => {
    expect(largestSource('/img/x.png')).toBe('/img/x.png');
    expect(largestSource({default: '/assets/images/x.png'})).toBe('/assets/images/x.png');
    render(<DocImage img={{default: '/assets/images/x.png'}} alt="Fallback" />);
    expect(screen.getByRole('img', {name: 'Fallback'})).toHaveAttribute('src', '/assets/images/x.png');
  });
});
