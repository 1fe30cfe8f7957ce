import type {ReactNode} from 'react';

/** Stand-in for @theme/Layout: shows what the page passes for its metadata. */
export default function Layout({
  children,
  title,
  description,
}: {
  readonly children?: ReactNode;
  readonly title?: string;
  readonly description?: string;
  readonly wrapperClassName?: string;
}): ReactNode {
  return (
    <div data-testid="layout" data-title={title ?? ''} data-description={description ?? ''}>
      {children}
    </div>
  );
}
