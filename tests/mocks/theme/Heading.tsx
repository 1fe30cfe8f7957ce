import type {ComponentProps, ReactNode} from 'react';

type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

interface Props extends ComponentProps<HeadingType> {
  readonly as: HeadingType;
}

/** Stand-in for @theme/Heading: the plain heading element, without the anchor link. */
export default function Heading({as: As, ...props}: Props): ReactNode {
  return <As {...props} />;
}
