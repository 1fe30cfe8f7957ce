import type {HttpOutcome} from '@site/src/lib/http';

export const ok = (body: unknown, status = 200): HttpOutcome => ({ok: true, status, body});
export const timeout: HttpOutcome = {ok: false, error: {kind: 'timeout'}};
export const network: HttpOutcome = {ok: false, error: {kind: 'network'}};
export const nonJson: HttpOutcome = {ok: false, error: {kind: 'non-json', status: 502}};

export function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}

export function jsonBody(body: string | undefined): unknown {
  return JSON.parse(body ?? 'null');
}
