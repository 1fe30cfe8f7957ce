/**
 * The message channel between AList and the admin panel:
 * `internal/message/http.go` of AList v3.45.0.
 */
import {STRING, error, l, ok, param} from '../common';
import type {ApiGroup, ApiRoute} from '../types';

const PURPOSE = l(
  'A two-way channel for code that needs an answer from the administrator while it runs, such as a verification code. In v3.45.0 only the development mode uses it, so on a normal server there is nothing to read.',
  '一个双向通道，供运行中需要管理员回答的代码使用，例如输入验证码。v3.45.0 中只有开发模式用到它，因此在正常运行的服务器上读不到任何消息。',
);

const get: ApiRoute = {
  id: 'admin-message-get',
  method: 'POST',
  path: '/api/admin/message/get',
  guard: 'admin',
  summary: l('Read a message', '读取消息'),
  description: l('Takes the waiting message, if any. ' + PURPOSE.en, '取走一条等待中的消息（如有）。' + PURPOSE.zh),
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        type: {type: 'string', description: l('Kind of message.', '消息类型。')},
        content: {type: 'any', description: l('Its content.', '消息内容。')},
      },
    },
  },
  errors: [error(404, 'no message', 'Nothing is waiting.', '没有等待中的消息。')],
  example: {response: ok({type: 'string', content: 'Please enter the verification code'})},
};

const send: ApiRoute = {
  id: 'admin-message-send',
  method: 'POST',
  path: '/api/admin/message/send',
  guard: 'admin',
  summary: l('Answer a message', '回复消息'),
  description: l(
    'Hands an answer to the code that is waiting for one. ' + PURPOSE.en,
    '把回复交给正在等待的代码。' + PURPOSE.zh,
  ),
  body: {kind: 'json', params: [param('message', STRING, 'The answer.', '回复内容。', {required: true})]},
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [error(500, 'nowhere needed', 'Nothing is waiting for an answer.', '没有代码在等待回复。')],
  example: {body: {message: '482913'}, response: ok()},
};

const group: ApiGroup = {
  id: 'admin-message',
  title: l('Messages', '消息'),
  page: 'guide/api/admin/index',
  routes: [get, send],
};

export default group;
