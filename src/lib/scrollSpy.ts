export interface HeadingPosition {
  readonly id: string;
  /** Distance from the top of the viewport, in px. */
  readonly top: number;
}

/**
 * The section in view: the last heading that has scrolled up to the fixed
 * navbar (within `offset` px). Undefined above the first heading.
 */
export function activeHeadingId(
  headings: readonly HeadingPosition[],
  navbarHeight: number,
  offset: number,
): string | undefined {
  let active: string | undefined;
  for (const heading of headings) {
    if (heading.top - navbarHeight - offset <= 0) active = heading.id;
    else break;
  }
  return active;
}
