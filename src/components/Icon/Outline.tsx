import type {ReactNode} from 'react';

interface Props {
  readonly name: string;
  readonly size?: number;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The frame of an outline icon (24-unit grid, `currentColor`), hidden from assistive technology. */
export default function Outline({name, size = 24, className, children}: Props): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
      aria-hidden
      focusable={false}
      data-icon={name}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round">
      {children}
    </svg>
  );
}
