import type {ReactNode} from 'react';

/** Plain stand-in for the theme's code block: a title and the code. */
export default function CodeBlock({
  children,
  title,
  language,
}: {
  readonly children: ReactNode;
  readonly title?: ReactNode;
  readonly language?: string;
}): ReactNode {
  return (
    <figure>
      {title ? <figcaption>{title}</figcaption> : null}
      <pre>
        <code className={language ? `language-${language}` : undefined}>{children}</code>
      </pre>
    </figure>
  );
}
