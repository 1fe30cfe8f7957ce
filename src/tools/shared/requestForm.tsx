// A form that sends one request to the API server (115, Wopan, the SharePoint
// site ID): the fields, a submit button that waits while the request runs,
// and under the form the request's spinner, error (with "Try again") or result.
import type {ReactNode} from 'react';
import {RequestStatus} from './status';
import {Actions, Form} from './ui';
import type {RequestHandle} from './useRequest';
import type {ToolEnv} from './useToolEnv';

export interface RequestFormProps<T> {
  readonly env: ToolEnv;
  /** The request slot the form fills (`useRequest`). */
  readonly request: RequestHandle<T>;
  /** Checks the fields and, when they are right, sends the request; also what "Try again" does. */
  readonly onSubmit: () => void;
  /** The submit button's label. */
  readonly submit: ReactNode;
  /** A secondary button (a step before the main one). */
  readonly secondary?: boolean;
  /** The fields. */
  readonly children: ReactNode;
  /** What the request's answer shows. */
  readonly result?: (value: T) => ReactNode;
}

export function RequestForm<T>({
  env,
  request,
  onSubmit,
  submit,
  secondary = false,
  children,
  result,
}: RequestFormProps<T>): ReactNode {
  return (
    <>
      <Form onSubmit={onSubmit}>
        {children}
        <Actions>
          <button
            type="submit"
            className={secondary ? 'button button--secondary' : 'button button--primary'}
            disabled={request.state.status === 'loading'}>
            {submit}
          </button>
        </Actions>
      </Form>
      <RequestStatus state={request.state} source="api" timeoutMs={env.timeoutMs} onRetry={onSubmit}>
        {result}
      </RequestStatus>
    </>
  );
}
