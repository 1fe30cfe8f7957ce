import type {ComponentProps, ReactNode} from 'react';

type Props = ComponentProps<'h1'> & {readonly as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

/** Stand-in for @theme/Heading: the plain heading element. */
export default function Heading({as: As, ...props}: Props): ReactNode {
  return <As {...props} />;
}
