import {render, screen} from '@testing-library/react';
import Badge from '@site/src/components/Badge';
import Card, {isIconName, isImageIcon} from '@site/src/components/Card';

describe('Badge', () => {
  it('renders its text with the Infima class of its type', () => {
    render(<Badge type="warning" text="beta" />);
    expect(screen.getByText('beta')).toHaveClass('badge', 'badge--warning');
  });

  it('falls back to the tip colour for an unknown type and to children for the text', () => {
    render(<Badge type={'other' as never}>v3.45.0</Badge>);
    expect(screen.getByText('v3.45.0')).toHaveClass('badge--success');
  });
});

describe('Card', () => {
  it('is a link with its title, text and image icon', () => {
    const {container} = render(
      <Card title="Docker" href="/guide/install/docker" icon="/img/logo.svg">
        Run AList in a container.
      </Card>,
    );
    const link = screen.getByRole('link', {name: /Docker/});
    expect(link).toHaveAttribute('href', '/guide/install/docker');
    expect(link).toHaveTextContent('Run AList in a container.');
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/logo.svg');
  });

  it('without href is not a link; a text icon is hidden from screen readers', () => {
    render(<Card title="Tip" icon="💡" description="Plain card" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('💡')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Plain card')).toBeInTheDocument();
  });

  it('draws a bundled icon by its name, from its file', () => {
    const {container} = render(<Card title="How to" href="/faq/howto" icon="terminal" />);
    const icon = container.querySelector('[data-page-icon="terminal"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect((icon as HTMLElement).style.getPropertyValue('--site-page-icon')).toContain('img/icons/terminal.svg');
    expect(container.querySelector('img, svg')).toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName('How to');
  });

  it('tells image icons and icon names from characters', () => {
    expect(isIconName('terminal')).toBe(true);
    expect(isIconName('file-text')).toBe(true);
    expect(isIconName('💡')).toBe(false);
    expect(isIconName('OK')).toBe(false);
    expect(isImageIcon('https://example.com/a.png')).toBe(true);
    expect(isImageIcon('./a.svg')).toBe(true);
    expect(isImageIcon('🚀')).toBe(false);
  });
});
