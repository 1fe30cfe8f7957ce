/**
 * Hands the access token from the callback page to the album page, in this
 * document's memory only: it never goes into an address, `history.state` or
 * storage, and a reload of the album page starts empty. Taken once.
 */
let pending: string | undefined;

export function handOffAccessToken(token: string): void {
  pending = token;
}

export function takeAccessToken(): string {
  const token = pending ?? '';
  pending = undefined;
  return token;
}
