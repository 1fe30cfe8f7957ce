import '@site/src/i18n/tools';
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  loginProblems,
  loginRequest,
  mapLoginResponse,
  mapVerifyResponse,
  normalizeVerifyCode,
  verifyRequest,
  type WopanField,
} from '@site/src/lib/oauth/wopan';
import type {Tokens} from '@site/src/lib/oauth/common';
import {requiredText} from '../shared/labels';
import {RequestForm} from '../shared/requestForm';
import {Field, Notice, ToolFrame, ValueField} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {useRequest} from '../shared/useRequest';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';

const DRAFT = {phone: ''};

/** A refused field's error: "Required" when it is empty, `invalid` otherwise. */
function fieldError(refused: boolean, value: string, invalid: () => string): string | undefined {
  if (!refused) return undefined;
  return value.trim() === '' ? requiredText() : invalid();
}

function StartInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const [draft, setDraft] = useDraft('alist_tool_wopan_token', DRAFT);
  const [password, setPassword] = useState('');
  const [verifyCode, setVerifyCode] = useState('');
  const [problems, setProblems] = useState<readonly WopanField[]>([]);
  const login = useRequest<true>(env);
  const verify = useRequest<Tokens & {readonly accessToken: string; readonly refreshToken: string}>(env);

  const sendCode = (): void => {
    const found = loginProblems({phone: draft.phone, password});
    setProblems(found);
    if (found.length === 0) void login.run(loginRequest(env.apiBase, {phone: draft.phone, password}), mapLoginResponse);
  };

  const getToken = (): void => {
    const found: WopanField[] = [
      ...loginProblems({phone: draft.phone, password}),
      ...(normalizeVerifyCode(verifyCode) ? [] : (['verifyCode'] as const)),
    ];
    setProblems(found);
    if (found.length === 0)
      void verify.run(verifyRequest(env.apiBase, {phone: draft.phone, password}, verifyCode), mapVerifyResponse);
  };

  const phoneError = fieldError(problems.includes('phone'), draft.phone, () =>
    translate({
      id: 'tools.wopan.phoneInvalid',
      message: 'Enter an 11-digit mobile number starting with 1.',
      description: 'Error: the phone number is not a mainland China mobile number',
    }),
  );
  const codeError = fieldError(problems.includes('verifyCode'), verifyCode, () =>
    translate({
      id: 'tools.wopan.codeInvalid',
      message: 'The code is the 4 to 8 digits from the SMS.',
      description: 'Error: the verification code is not 4-8 digits',
    }),
  );

  return (
    <>
      <RequestForm
        env={env}
        request={login}
        onSubmit={sendCode}
        secondary
        submit={
          <Translate id="tools.wopan.sendCode" description="Button that has the verification code sent by SMS">
            Send verification code
          </Translate>
        }
        result={() => (
          <Notice kind="success">
            <p className={styles.noticeText}>
              <Translate id="tools.wopan.codeSent" description="Shown after the SMS was requested">
                The verification code is on its way by SMS.
              </Translate>
            </p>
          </Notice>
        )}>
        <Field
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={
            <Translate id="tools.wopan.phone" description="Label of the phone number field">
              Phone number
            </Translate>
          }
          value={draft.phone}
          onChange={(value) => setDraft({phone: value})}
          error={phoneError}
        />
        <Field
          name="password"
          type="password"
          autoComplete="current-password"
          label={
            <Translate id="tools.wopan.password" description="Label of the password field">
              Password
            </Translate>
          }
          value={password}
          onChange={setPassword}
          error={problems.includes('password') ? requiredText() : undefined}
        />
      </RequestForm>
      <RequestForm
        env={env}
        request={verify}
        onSubmit={getToken}
        submit={
          <Translate id="tools.wopan.getToken" description="Button that exchanges the code for tokens">
            Get token
          </Translate>
        }
        result={(tokens) => (
          <>
            <ValueField name="refresh_token" label="refresh_token" value={tokens.refreshToken} />
            <ValueField name="access_token" label="access_token" value={tokens.accessToken} />
          </>
        )}>
        <Field
          name="verify_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          label={
            <Translate id="tools.wopan.code" description="Label of the SMS verification code field">
              Verification code
            </Translate>
          }
          value={verifyCode}
          onChange={setVerifyCode}
          error={codeError}
        />
      </RequestForm>
    </>
  );
}

/** Gets Wopan tokens: phone and password, then the SMS code, through the API server. */
export default function WopanStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
