// Puts the tools' typed errors into localized words. Provider and server
// texts are returned as plain strings and always rendered as text.
import '@site/src/i18n/tools';
import {translate} from '@docusaurus/Translate';
import type {StateProblem, ToolError} from '@site/src/lib/oauth/common';
import {REQUEST_TIMEOUT_MS} from '@site/src/lib/http';

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

export function describeStateProblem(reason: StateProblem): string {
  switch (reason) {
    case 'missing':
      return translate({
        id: 'tools.callback.state.missing',
        message: 'The address has no state parameter, which carries the client details of your sign-in.',
        description: 'Callback error: no state parameter',
      });
    case 'bad-base64':
      return translate({
        id: 'tools.callback.state.badBase64',
        message: 'The state parameter in the address is not valid Base64, so the client details cannot be read.',
        description: 'Callback error: state is not Base64',
      });
    case 'wrong-parts':
      return translate({
        id: 'tools.callback.state.wrongParts',
        message: 'The state parameter in the address does not hold the client details this tool expects.',
        description: 'Callback error: state decodes to the wrong number of parts',
      });
  }
}
