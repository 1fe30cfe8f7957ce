import type {AnchorHTMLAttributes, ReactNode} from 'react';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly to?: string;
}

/** Plain anchor: unit tests check targets, not client-side routing. */
export default function Link({to, href, children, ...rest}: Props): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
