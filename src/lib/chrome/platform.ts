/**
 * Whether the visitor is on an Apple device, to choose the variant of the
 * advertisement block. `navigator.platform` is the more reliable signal
 * (`MacIntel`, `iPhone`, `iPad`, `iPod`); some browsers leave it empty, and
 * then the user agent decides.
 */
const APPLE_PATTERN = /Mac|iPhone|iPad|iPod/;

export function isApplePlatform(platform: string | undefined, userAgent: string | undefined): boolean {
  if (platform) return APPLE_PATTERN.test(platform);
  return APPLE_PATTERN.test(userAgent ?? '');
}
