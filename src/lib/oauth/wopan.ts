/**
 * Wopan (China Unicom cloud drive): phone number and password ask the API
 * server to send an SMS code; the code then yields the tokens.
 */
import {api} from '../tools/apiServer';
import {jsonPost, type HttpOutcome, type HttpRequest} from '../http';
import {isRecord} from '../unknown';
import {mapOutcome, pickTokens, type Result, type Tokens} from './common';

export interface WopanLogin {
  readonly phone: string;
  readonly password: string;
}

export type WopanField = 'phone' | 'password' | 'verifyCode';

/** A mainland China mobile number: 11 digits starting with 1 (spaces and dashes ignored). */
export function normalizePhone(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return /^1\d{10}$/.test(digits) ? digits : undefined;
}

export function loginProblems(login: WopanLogin): WopanField[] {
  const problems: WopanField[] = [];
  if (normalizePhone(login.phone) === undefined) problems.push('phone');
  if (login.password === '') problems.push('password');
  return problems;
}

export function normalizeVerifyCode(input: string): string | undefined {
  const code = input.trim();
  return /^\d{4,8}$/.test(code) ? code : undefined;
}

export function loginRequest(apiBase: string, login: WopanLogin): HttpRequest {
  return jsonPost(api(apiBase, '/alist/wopan/login'), {
    phone: normalizePhone(login.phone) ?? login.phone.trim(),
    password: login.password,
  });
}

/** The API server answers a sent code with any JSON object without an `error`. */
export function mapLoginResponse(outcome: HttpOutcome): Result<true> {
  return mapOutcome(outcome, (body) => (isRecord(body) ? true : undefined));
}

export function verifyRequest(apiBase: string, login: WopanLogin, verifyCode: string): HttpRequest {
  return jsonPost(api(apiBase, '/alist/wopan/verify_code'), {
    phone: normalizePhone(login.phone) ?? login.phone.trim(),
    password: login.password,
    verify_code: verifyCode.trim(),
  });
}

export function mapVerifyResponse(
  outcome: HttpOutcome,
): Result<Tokens & {readonly accessToken: string; readonly refreshToken: string}> {
  return mapOutcome(outcome, (body) => {
    const tokens = pickTokens(body);
    return tokens?.accessToken && tokens.refreshToken
      ? {...tokens, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken}
      : undefined;
  });
}
