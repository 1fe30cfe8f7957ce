// Puts the tools' typed errors into localized words. Provider and server
// texts are returned as plain strings and always rendered as text.
import '@site/src/i18n/tools';
import {translate} from '@docusaurus/Translate';
import type {ToolError} from '@site/src/lib/oauth/common';
import {REQUEST_TIMEOUT_MS} from '@site/src/lib/http';
import type {StartProblem} from './useStartSignIn';

export interface ErrorText {
  readonly title: string;
  readonly detail?: string;
}

/** Who answered: the chosen API server, or the provider's own endpoint. */
export type ErrorSource = 'api' | 'provider';

function providerDetail(code: string | undefined, description: string | undefined): string | undefined {
  if (code && description) return `${code}: ${description}`;
  return description ?? code;
}

export function describeError(
  error: ToolError,
  source: ErrorSource,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): ErrorText {
  const seconds = String(Math.round(timeoutMs / 1000));
  switch (error.kind) {
    case 'timeout':
      return {
        title: translate({
          id: 'tools.error.timeout.title',
          message: 'The request timed out',
          description: 'Error title: no answer in time',
        }),
        detail:
          source === 'api'
            ? translate(
                {
                  id: 'tools.error.timeout.api',
                  message:
                    'The API server did not answer within {seconds} seconds. Try again, or choose another API server above.',
                  description: 'Error detail: the API server did not answer in time',
                },
                {seconds},
              )
            : translate(
                {
                  id: 'tools.error.timeout.provider',
                  message: 'The provider did not answer within {seconds} seconds. Check your connection and try again.',
                  description: "Error detail: the provider's endpoint did not answer in time",
                },
                {seconds},
              ),
      };
    case 'network':
    case 'aborted':
      return {
        title: translate({
          id: 'tools.error.network.title',
          message: 'The server could not be reached',
          description: 'Error title: network failure',
        }),
        detail:
          source === 'api'
            ? translate({
                id: 'tools.error.network.api',
                message:
                  'The request to the API server failed before any answer came back: you may be offline, or the server is down or blocked on your network. Try again, or choose another API server above.',
                description: 'Error detail: network failure reaching the API server',
              })
            : translate({
                id: 'tools.error.network.provider',
                message:
                  "The request to the provider failed before any answer came back: you may be offline, or the provider's address is blocked on your network.",
                description: 'Error detail: network failure reaching the provider',
              }),
      };
    case 'non-json':
      return {
        title: translate({
          id: 'tools.error.nonJson.title',
          message: 'The server sent an unreadable answer',
          description: 'Error title: the body was not JSON',
        }),
        detail: translate(
          {
            id: 'tools.error.nonJson.detail',
            message:
              'The answer (HTTP {status}) is not JSON, which usually means an error page of the server or of a proxy in between. Try again later.',
            description: 'Error detail: the body was not JSON',
          },
          {status: String(error.status)},
        ),
      };
    case 'http': {
      const detail = providerDetail(error.code, error.description);
      return {
        title: translate(
          {
            id: 'tools.error.http.title',
            message: 'The server answered with an error (HTTP {status})',
            description: 'Error title: HTTP 4xx/5xx',
          },
          {status: String(error.status)},
        ),
        ...(detail === undefined
          ? error.status >= 500
            ? {
                detail: translate({
                  id: 'tools.error.http.server',
                  message: 'The server failed to handle the request. Try again in a moment.',
                  description: 'Error detail: HTTP 5xx without details',
                }),
              }
            : {}
          : {detail}),
      };
    }
    case 'provider': {
      const detail = providerDetail(error.code, error.description);
      return {
        title: translate({
          id: 'tools.error.provider.title',
          message: 'The request was refused',
          description: 'Error title: the body reports an error',
        }),
        ...(detail === undefined ? {} : {detail}),
      };
    }
    case 'deadline':
      return {
        title: translate({
          id: 'tools.error.deadline.title',
          message: 'This took too long and was stopped',
          description: 'Error title: a job of several requests ran past its time limit',
        }),
        detail: translate(
          {
            id: 'tools.error.deadline.detail',
            message:
              'The requests had not finished after {seconds} seconds in all, so nothing was shown: a partial list would look complete. Try again, perhaps at a quieter time.',
            description: 'Error detail: a job of several requests ran past its time limit',
          },
          {seconds: String(Math.round(error.ms / 1000))},
        ),
      };
    case 'unexpected':
      return {
        title: translate({
          id: 'tools.error.unexpected.title',
          message: 'The answer lacks the expected values',
          description: 'Error title: JSON without the expected fields',
        }),
        detail: translate({
          id: 'tools.error.unexpected.detail',
          message:
            'The server answered, but without the values this tool needs. The API server may be outdated; try another one.',
          description: 'Error detail: JSON without the expected fields',
        }),
      };
  }
}

export function describeStartProblem(problem: StartProblem): ErrorText {
  switch (problem) {
    case 'storage':
      return {
        title: translate({
          id: 'tools.start.storage.title',
          message: 'This browser does not let the page keep the sign-in',
          description: 'Error title: session storage is unavailable when starting a sign-in',
        }),
        detail: translate({
          id: 'tools.start.storage.detail',
          message:
            "The sign-in's details wait in this tab's session storage until the provider sends you back, and the browser refused to store them (site data blocked, or storage full). Allow site data for this site and try again.",
          description: 'Error detail: session storage is unavailable',
        }),
      };
    case 'crypto':
      return {
        title: translate({
          id: 'tools.start.crypto.title',
          message: 'This browser cannot secure the sign-in',
          description: 'Error title: Web Crypto is unavailable when starting a sign-in',
        }),
        detail: translate({
          id: 'tools.start.crypto.detail',
          message:
            "The sign-in needs the browser's cryptography functions, which are only available on pages served over HTTPS. Open this page through https:// and try again.",
          description: 'Error detail: Web Crypto is unavailable',
        }),
      };
  }
}
