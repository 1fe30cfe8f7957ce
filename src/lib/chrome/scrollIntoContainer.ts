/**
 * The scrollTop that brings a child (at `childTop`, `childHeight` inside the
 * container's content) into a container of `viewHeight` showing from
 * `scrollTop`; unchanged when it is already fully visible, else centred.
 */
export function scrollTopToReveal(
  scrollTop: number,
  viewHeight: number,
  childTop: number,
  childHeight: number,
): number {
  const visible = childTop >= scrollTop && childTop + childHeight <= scrollTop + viewHeight;
  if (visible) return scrollTop;
  return Math.max(0, childTop - (viewHeight - childHeight) / 2);
}
