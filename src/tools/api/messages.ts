// Localized words of the API request console: field problems and the
// explanations of failed requests. Server texts are shown as they come.
import '@site/src/i18n/tools';
import {translate} from '@docusaurus/Translate';
import type {FailureCause, FieldProblem, ServerProblem} from '@site/src/lib/tools/apiConsole';

export function serverProblemText(problem: ServerProblem): string {
  switch (problem) {
    case 'empty':
      return translate({
        id: 'tools.api.server.empty',
        message: 'Enter the address of your AList server, such as http://192.168.1.10:5244.',
        description: 'Error: the server address field is empty',
      });
    case 'invalid':
      return translate({
        id: 'tools.api.server.invalid',
        message: 'This is not a web address. Write it as http://host:port, with the path of site_url if it has one.',
        description: 'Error: the server address cannot be parsed',
      });
    case 'scheme':
      return translate({
        id: 'tools.api.server.scheme',
        message: 'The address must start with http:// or https://.',
        description: 'Error: the server address uses another scheme',
      });
    case 'credentials':
      return translate({
        id: 'tools.api.server.credentials',
        message: 'Leave the user name and password out of the address; sign in below instead.',
        description: 'Error: the server address contains user:password@',
      });
    case 'query':
      return translate({
        id: 'tools.api.server.query',
        message: 'The address ends at the server (and the path of site_url); remove the ? or # part.',
        description: 'Error: the server address has a query string or fragment',
      });
  }
}

export function fieldProblemText(problem: FieldProblem): string {
  switch (problem) {
    case 'required':
      return translate({
        id: 'tools.api.field.required',
        message: 'This field is required.',
        description: 'Error under a required field left empty',
      });
    case 'number':
      return translate({id: 'tools.api.field.number', message: 'Enter a number.', description: 'Error: not a number'});
    case 'json':
      return translate({
        id: 'tools.api.field.json',
        message: 'This is not valid JSON. Check the quotes, commas and brackets.',
        description: 'Error: the field does not parse as JSON',
      });
    case 'file':
      return translate({id: 'tools.api.field.file', message: 'Choose a file.', description: 'Error: no file chosen'});
  }
}

export interface FailureText {
  readonly title: string;
  readonly detail: string;
}

export function failureText(
  cause: FailureCause | 'timeout' | 'redirect',
  server: string,
  origin: string,
  seconds: number,
): FailureText {
  switch (cause) {
    case 'mixed-content':
      return {
        title: translate({
          id: 'tools.api.fail.mixed.title',
          message: 'The browser blocks calls from this https page to an http server',
          description: 'Failure title: mixed content',
        }),
        detail: translate(
          {
            id: 'tools.api.fail.mixed.detail',
            message:
              'This page was opened over https, and browsers do not let such a page call {server}, which uses plain http (“mixed content”). Give your AList server an https address (for example behind a reverse proxy with a certificate), or call it from a script instead.',
            description: 'Failure detail: mixed content',
          },
          {server},
        ),
      };
    case 'cors':
      return {
        title: translate({
          id: 'tools.api.fail.cors.title',
          message: 'Your server answered, but does not allow this page to read the reply (CORS)',
          description: 'Failure title: CORS refusal',
        }),
        detail: translate(
          {
            id: 'tools.api.fail.cors.detail',
            message:
              'The server at {server} is up, but its reply carries no permission for pages from {origin}. Add {origin} to cors.allow_origins in AList’s config.json (the default, *, allows every site), keep the methods and headers allowed, and restart AList. A reverse proxy in front of AList may also strip or replace those headers.',
            description: 'Failure detail: CORS refusal; {origin} is this site',
          },
          {server, origin},
        ),
      };
    case 'unreachable':
      return {
        title: translate({
          id: 'tools.api.fail.unreachable.title',
          message: 'The server could not be reached',
          description: 'Failure title: network failure',
        }),
        detail: translate(
          {
            id: 'tools.api.fail.unreachable.detail',
            message:
              'No answer came from {server}: check the address and the port, that AList is running, that this computer can reach it (firewall, VPN, same network), and, for https, that its certificate is valid for that name.',
            description: 'Failure detail: the server cannot be reached',
          },
          {server},
        ),
      };
    case 'timeout':
      return {
        title: translate({
          id: 'tools.api.fail.timeout.title',
          message: 'The request timed out',
          description: 'Failure title: timeout',
        }),
        detail: translate(
          {
            id: 'tools.api.fail.timeout.detail',
            message:
              '{server} did not answer within {seconds} seconds. The server may be busy (listing a large folder on a slow storage takes time) or the network slow; try again.',
            description: 'Failure detail: timeout',
          },
          {server, seconds: String(seconds)},
        ),
      };
    case 'redirect':
      return {
        title: translate({
          id: 'tools.api.fail.redirect.title',
          message: 'The server answered with a redirect',
          description: 'Failure title: the reply is a redirect',
        }),
        detail: translate({
          id: 'tools.api.fail.redirect.detail',
          message:
            'The console does not follow redirects, so your token never leaves the address you typed. A redirect usually means the address lacks the path of site_url, or points at a proxy that sends http to https: check the address.',
          description: 'Failure detail: the reply is a redirect',
        }),
      };
  }
}
