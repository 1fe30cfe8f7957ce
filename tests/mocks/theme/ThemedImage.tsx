import type {ComponentProps, ReactNode} from 'react';

type Props = Omit<ComponentProps<'img'>, 'src'> & {readonly sources: {readonly light: string; readonly dark: string}};

/** Stand-in for @theme/ThemedImage: the light image, with the dark source in a data attribute. */
export default function ThemedImage({sources, alt, ...rest}: Props): ReactNode {
  return <img src={sources.light} data-dark-src={sources.dark} alt={alt} {...rest} />;
}
