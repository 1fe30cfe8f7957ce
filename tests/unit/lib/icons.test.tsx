/** The bundled icon set: one set of drawings, drawn inline or served as files. */
import {render} from '@testing-library/react';
import {FILLED_ICONS, OUTLINE_ICONS} from '@site/src/data/icons';
import {ICON_NAMES, hasIcon, iconMarkup, iconSvgFile} from '@site/src/lib/icons';
import {iconAssetPath} from '@site/src/lib/iconAsset';
import Icon from '@site/src/components/Icon';

const GEOMETRY = new Set(['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height']);

describe('icon set', () => {
  it('names every drawing once', () => {
    expect(ICON_NAMES).toEqual([...Object.keys(OUTLINE_ICONS), ...Object.keys(FILLED_ICONS)]);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(hasIcon('help')).toBe(true);
    expect(hasIcon('rocket-ship')).toBe(false);
  });

  it.each(ICON_NAMES)('%s is geometry only, inside the 24-unit grid', (name) => {
    const shapes = OUTLINE_ICONS[name] ?? FILLED_ICONS[name] ?? [];
    expect(shapes.length).toBeGreaterThan(0);
    for (const [, attributes] of shapes) {
      expect(Object.keys(attributes).filter((k) => !GEOMETRY.has(k))).toEqual([]);
      for (const value of Object.values(attributes)) {
        if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
        if (typeof value === 'number') expect(value).toBeLessThanOrEqual(24);
      }
    }
  });

  it('writes an outline icon as a stroked file on the 24-unit grid', () => {
    const file = iconSvgFile('storage') ?? '';
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" /);
    expect(file).toContain('fill="none" stroke="currentColor" stroke-width="1.8"');
    expect(file).toContain('<ellipse cx="12" cy="5" rx="8" ry="3"/><path d="M4 5v7c0 1.7 3.6 3 8 3s8-1.3 8-3V5"/>');
    expect(iconMarkup(OUTLINE_ICONS.check ?? [])).toBe('<path d="M5 12.5l4.5 4.5L19 7"/>');
    expect(iconSvgFile('github')).toContain('fill="currentColor"');
    expect(iconSvgFile('rocket-ship')).toBeUndefined();
    expect(iconAssetPath('storage')).toBe('/img/icons/storage.svg');
  });

  it('draws the same markup inline', () => {
    const {container} = render(<Icon name="help" size={20} />);
    const svg = container.querySelector('svg[data-icon="help"]');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg?.querySelectorAll('circle, path')).toHaveLength(3);
    expect(render(<Icon name="rocket-ship" />).container).toBeEmptyDOMElement();
  });
});
