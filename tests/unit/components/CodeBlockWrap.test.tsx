import {render} from '@testing-library/react';
import CodeBlock, {WRAP_PHONE, WRAP_WIDE, wrapWidth} from '@site/src/theme/CodeBlock';

describe('code block word-wrap switch', () => {
  test('is offered for lines too long for a phone, and for a desktop column', () => {
    expect(wrapWidth('ls -la')).toBeUndefined();
    expect(wrapWidth('x'.repeat(WRAP_PHONE))).toBeUndefined();
    expect(wrapWidth(`short\n${'x'.repeat(WRAP_PHONE + 1)}\n`)).toBe('phone');
    expect(wrapWidth('x'.repeat(WRAP_WIDE + 1))).toBe('all');
    // Markup children (a block written as JSX): no switch.
    expect(wrapWidth(undefined)).toBeUndefined();
  });

  test('is a labelled checkbox before the block in the server HTML, none for short code', () => {
    const long = 'curl -fsSL "https://alist.nn.ci/v3.sh" -o v3.sh && bash v3.sh install /opt';
    const {container} = render(<CodeBlock className="language-bash">{long}</CodeBlock>);
    const input = container.querySelector('input[type="checkbox"]');
    expect(input).not.toBeNull();
    expect(input?.getAttribute('aria-label')).toBe('Toggle word wrap');
    expect(input?.parentElement?.getAttribute('data-wrap')).toBe('phone');
    expect(input?.nextElementSibling?.textContent).toContain('bash v3.sh');
    const short = render(<CodeBlock className="language-bash">{'ls'}</CodeBlock>);
    expect(short.container.querySelector('input')).toBeNull();
  });
});
