export interface HeadingPosition {
  readonly id: string;
  /** Distance from the top of the viewport, in px. */
  readonly top: number;
}

/**
 * The section in view: the last heading that has scrolled up to `topInset`
 * (the fixed navbar, or the scroll margin a heading link stops at), within
 * `offset` px. Undefined above the first heading.
 */
export function activeHeadingId(
  headings: readonly HeadingPosition[],
  topInset: number,
  offset: number,
): string | undefined {
  let active: string | undefined;
  for (const heading of headings) {
    if (heading.top - topInset - offset <= 0) active = heading.id;
    else break;
  }
  return active;
}
