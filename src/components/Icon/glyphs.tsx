/**
 * Single icons for components that need one, so they do not bundle the
 * whole set of ./index.tsx (which home-page front matter picks from by name).
 */
import type {ReactNode} from 'react';
import Outline from './Outline';

interface Props {
  readonly size?: number;
  readonly className?: string;
}

export const CHECK_SHAPE = <path d="M5 12.5l4.5 4.5L19 7" />;
export const CLOSE_SHAPE = <path d="M6 6l12 12M18 6L6 18" />;
export const PLAY_SHAPE = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l6-3.5z" />
  </>
);

export function CheckIcon(props: Props): ReactNode {
  return (
    <Outline name="check" {...props}>
      {CHECK_SHAPE}
    </Outline>
  );
}

export function CloseIcon(props: Props): ReactNode {
  return (
    <Outline name="close" {...props}>
      {CLOSE_SHAPE}
    </Outline>
  );
}

export function PlayIcon(props: Props): ReactNode {
  return (
    <Outline name="play" {...props}>
      {PLAY_SHAPE}
    </Outline>
  );
}
