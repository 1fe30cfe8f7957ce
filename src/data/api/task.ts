/**
 * Background tasks: `server/handles/task.go` of AList v3.45.0. `SetupTaskRoute`
 * registers the same twelve actions for six task types, under `/api/task`
 * (any signed-in user, own tasks; since v3.39.1) and under `/api/admin/task`
 * (administrators, kept for older scripts). Both trees are built here from
 * one description, as the program builds them from one function.
 */
import {error, l, ok, param} from './common';
import type {ApiError, ApiGroup, ApiRoute, Guard, Localized, Param, Version} from './types';

/** Task types in the order `SetupTaskRoute` registers them. */
export const TASK_TYPES = [
  'upload',
  'copy',
  'offline_download',
  'offline_download_transfer',
  'decompress',
  'decompress_upload',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_INFO: Readonly<Record<TaskType, {readonly label: Localized; readonly since?: Version}>> = {
  upload: {
    label: l(
      'Uploads sent with `As-Task: true`, and every upload from the web interface’s task mode.',
      '带 `As-Task: true` 的上传，以及网页端以任务方式进行的上传。',
    ),
  },
  copy: {label: l('Copies between storages (`/api/fs/copy`).', '跨存储复制（`/api/fs/copy`）。')},
  offline_download: {
    label: l('The download step of offline downloads, run by the tool.', '离线下载中由工具执行的下载阶段。'),
  },
  offline_download_transfer: {
    label: l(
      'Moving what an offline download fetched from the tool’s temporary folder into the target storage.',
      '把离线下载得到的文件从工具的临时目录传输到目标存储。',
    ),
  },
  decompress: {
    label: l('Extracting archives (`/api/fs/archive/decompress`).', '解压压缩包（`/api/fs/archive/decompress`）。'),
    since: 'v3.42.0',
  },
  decompress_upload: {
    label: l(
      'Uploading each extracted file when the target folder is on another storage.',
      '目标文件夹在其他存储时，逐个上传解压出的文件。',
    ),
    since: 'v3.42.0',
  },
};

const TASK_ID = 'nF3xq8ZbB0vLr2T9cKp1W';
const T0 = '2025-05-20T10:31:07.117+08:00';
const T1 = '2025-05-20T10:33:52.604+08:00';

const running = {
  id: TASK_ID,
  name: 'copy [/local](/movies/trailer.mp4) to [/s3](/backup)',
  creator: 'alice',
  creator_role: 0,
  state: 1,
  status: 'getting src object',
  progress: 42.5,
  start_time: T0,
  end_time: null,
  total_bytes: 52428800,
  error: '',
};

const finished = {
  ...running,
  id: 'Vb8W2mYc0QhT6pZ1rXk4s',
  name: 'copy [/local](/movies/poster.jpg) to [/s3](/backup)',
  state: 2,
  status: '',
  progress: 100,
  end_time: T1,
  total_bytes: 811204,
};

function typeParam(): Param {
  return param(
    'type',
    {type: 'string', enum: TASK_TYPES},
    'Task type: `upload`, `copy`, `offline_download`, `offline_download_transfer`, `decompress` or `decompress_upload`.',
    '任务类型：`upload`、`copy`、`offline_download`、`offline_download_transfer`、`decompress` 或 `decompress_upload`。',
    {
      required: true,
      valueSince: {decompress: 'v3.42.0', decompress_upload: 'v3.42.0'},
    },
  );
}

const TID: Param = param(
  'tid',
  {type: 'string'},
  'Task ID, from the lists or from the reply that created the task. It goes in the query string although the method is POST.',
  '任务 ID，取自任务列表或创建任务时的返回。虽然是 POST 请求，它仍放在查询字符串中。',
  {required: true},
);

const NOT_FOUND: ApiError = error(
  404,
  'task not found',
  'No task of this type has this ID, or it belongs to another user (the reply is the same on purpose, so IDs cannot be probed).',
  '该类型下没有此 ID 的任务，或任务属于其他用户（两种情况故意返回相同结果，以防探测 ID）。',
);

const IDS_BODY = {
  kind: 'json-value',
  schema: {type: 'array', items: {type: 'string'}},
  description: l('A JSON array of task IDs.', '任务 ID 组成的 JSON 数组。'),
} as const;

const BATCH_DATA = {
  type: 'object',
  additionalProperties: {type: 'string'},
  description: l(
    'Task ID → `task not found` for each ID that was skipped; `{}` when every ID was handled.',
    '被跳过的每个任务 ID → `task not found`；全部处理成功时为 `{}`。',
  ),
} as const;

const BATCH_ERRORS: readonly ApiError[] = [
  error(
    400,
    'invalid request format',
    'The body is not a JSON array of strings.',
    '请求体不是字符串组成的 JSON 数组。',
  ),
];

interface ActionSpec {
  readonly action: string;
  readonly method: 'GET' | 'POST';
  readonly summary: Localized;
  readonly description: Localized;
  readonly since?: Version;
  readonly query?: readonly Param[];
  readonly body?: ApiRoute['body'];
  readonly data: ApiRoute['response'] & {kind: 'envelope'};
  readonly errors: readonly ApiError[];
  readonly example: ApiRoute['example'];
}

const SCOPE = l(
  'Administrators see every user’s tasks, others only their own.',
  '管理员能看到所有用户的任务，其他用户只能看到自己的。',
);

const ACTIONS: readonly ActionSpec[] = [
  {
    action: 'undone',
    method: 'GET',
    summary: l('Unfinished tasks', '未完成的任务'),
    description: l(
      'Tasks still waiting, running, being canceled, or failed but due for another try (states 0, 1, 3, 5, 6, 8, 9). ' +
        SCOPE.en,
      '仍在等待、运行、取消中，或失败后等待重试的任务（状态 0、1、3、5、6、8、9）。' + SCOPE.zh,
    ),
    data: {kind: 'envelope', data: {type: 'array', items: {ref: 'TaskInfo'}}},
    errors: [],
    example: {pathParams: {type: 'copy'}, response: ok([running])},
  },
  {
    action: 'done',
    method: 'GET',
    summary: l('Finished tasks', '已完成的任务'),
    description: l(
      'Tasks that succeeded, failed for good, or were canceled (states 2, 7, 4). ' + SCOPE.en,
      '已成功、最终失败或已取消的任务（状态 2、7、4）。' + SCOPE.zh,
    ),
    data: {kind: 'envelope', data: {type: 'array', items: {ref: 'TaskInfo'}}},
    errors: [],
    example: {pathParams: {type: 'copy'}, response: ok([finished])},
  },
  {
    action: 'info',
    method: 'POST',
    summary: l('One task', '单个任务'),
    description: l('The current state of one task.', '某个任务的当前状态。'),
    query: [TID],
    data: {kind: 'envelope', data: {ref: 'TaskInfo'}},
    errors: [NOT_FOUND],
    example: {pathParams: {type: 'copy'}, query: {tid: TASK_ID}, response: ok(running)},
  },
  {
    action: 'cancel',
    method: 'POST',
    summary: l('Cancel a task', '取消任务'),
    description: l(
      'Asks a task to stop. It moves to “canceling”, then “canceled”; what it already transferred stays.',
      '请求任务停止。任务先进入“取消中”，随后变为“已取消”；已经传输的部分会保留。',
    ),
    query: [TID],
    data: {kind: 'envelope', data: {type: 'null'}},
    errors: [NOT_FOUND],
    example: {pathParams: {type: 'copy'}, query: {tid: TASK_ID}, response: ok()},
  },
  {
    action: 'delete',
    method: 'POST',
    summary: l('Delete a task', '删除任务'),
    description: l(
      'Removes a task from the list. A running task is not stopped by this: cancel it first.',
      '从列表中删除任务。这不会停止正在运行的任务，如需停止请先取消。',
    ),
    query: [TID],
    data: {kind: 'envelope', data: {type: 'null'}},
    errors: [NOT_FOUND],
    example: {pathParams: {type: 'copy'}, query: {tid: TASK_ID}, response: ok()},
  },
  {
    action: 'retry',
    method: 'POST',
    summary: l('Retry a task', '重试任务'),
    description: l(
      'Queues the task to run again from the start with a fresh retry count, whatever its state; meant for failed and canceled tasks.',
      '把任务重新排队，重置重试次数后从头执行，不论其当前状态；用于失败或已取消的任务。',
    ),
    query: [TID],
    data: {kind: 'envelope', data: {type: 'null'}},
    errors: [NOT_FOUND],
    example: {pathParams: {type: 'copy'}, query: {tid: TASK_ID}, response: ok()},
  },
  {
    action: 'cancel_some',
    method: 'POST',
    since: 'v3.41.0',
    summary: l('Cancel several tasks', '批量取消任务'),
    description: l(
      'Cancels every task of the list in one call. IDs that are unknown or belong to another user are skipped and reported in the reply.',
      '一次取消列表中的所有任务。不存在或属于其他用户的 ID 会被跳过，并在返回中列出。',
    ),
    body: IDS_BODY,
    data: {kind: 'envelope', data: BATCH_DATA},
    errors: BATCH_ERRORS,
    example: {pathParams: {type: 'copy'}, body: [TASK_ID, 'Vb8W2mYc0QhT6pZ1rXk4s'], response: ok({})},
  },
  {
    action: 'delete_some',
    method: 'POST',
    since: 'v3.41.0',
    summary: l('Delete several tasks', '批量删除任务'),
    description: l(
      'Deletes every task of the list in one call; unknown IDs are reported in the reply.',
      '一次删除列表中的所有任务；不存在的 ID 会在返回中列出。',
    ),
    body: IDS_BODY,
    data: {kind: 'envelope', data: BATCH_DATA},
    errors: BATCH_ERRORS,
    example: {
      pathParams: {type: 'copy'},
      body: [TASK_ID, 'zzzzzzzzzzzzzzzzzzzzz'],
      response: ok({zzzzzzzzzzzzzzzzzzzzz: 'task not found'}),
    },
  },
  {
    action: 'retry_some',
    method: 'POST',
    since: 'v3.41.0',
    summary: l('Retry several tasks', '批量重试任务'),
    description: l(
      'Retries every task of the list in one call; unknown IDs are reported in the reply.',
      '一次重试列表中的所有任务；不存在的 ID 会在返回中列出。',
    ),
    body: IDS_BODY,
    data: {kind: 'envelope', data: BATCH_DATA},
    errors: BATCH_ERRORS,
    example: {pathParams: {type: 'copy'}, body: [TASK_ID], response: ok({})},
  },
  {
    action: 'clear_done',
    method: 'POST',
    summary: l('Clear finished tasks', '清除已完成的任务'),
    description: l(
      'Removes every finished task (succeeded, failed or canceled) from the list. Administrators clear every user’s tasks, others only their own.',
      '从列表中移除所有已完成（成功、失败或已取消）的任务。管理员清除所有用户的任务，其他用户只清除自己的。',
    ),
    data: {kind: 'envelope', data: {type: 'null'}},
    errors: [],
    example: {pathParams: {type: 'copy'}, response: ok()},
  },
  {
    action: 'clear_succeeded',
    method: 'POST',
    summary: l('Clear succeeded tasks', '清除成功的任务'),
    description: l(
      'Removes the tasks that succeeded and keeps failed and canceled ones for a look.',
      '移除已成功的任务，保留失败和已取消的任务以便查看。',
    ),
    data: {kind: 'envelope', data: {type: 'null'}},
    errors: [],
    example: {pathParams: {type: 'copy'}, response: ok()},
  },
  {
    action: 'retry_failed',
    method: 'POST',
    summary: l('Retry failed tasks', '重试所有失败的任务'),
    description: l(
      'Retries every task in the “failed” state (7). Administrators retry every user’s tasks, others only their own.',
      '重试所有处于“失败”状态（7）的任务。管理员重试所有用户的任务，其他用户只重试自己的。',
    ),
    data: {kind: 'envelope', data: {type: 'null'}},
    errors: [],
    example: {pathParams: {type: 'copy'}, response: ok()},
  },
];

function buildGroup(
  prefix: '/api/task' | '/api/admin/task',
  guard: Guard,
  idPrefix: string,
  since: Version | undefined,
): ApiRoute[] {
  return ACTIONS.map((a) => {
    const routeSince = a.since ?? since;
    return {
      id: `${idPrefix}-${a.action.replace(/_/g, '-')}`,
      method: a.method,
      path: `${prefix}/{type}/${a.action}`,
      pathParams: [typeParam()],
      guard,
      ...(routeSince ? {since: routeSince} : {}),
      summary: a.summary,
      description: a.description,
      ...(a.query ? {query: a.query} : {}),
      ...(a.body ? {body: a.body} : {}),
      response: a.data,
      errors: a.errors,
      example: a.example,
    };
  });
}

/** `/api/task/{type}/…`: any signed-in user; the guest is refused. */
export const userTaskGroup: ApiGroup = {
  id: 'task',
  title: l('Tasks', '任务'),
  page: 'guide/api/task',
  routes: buildGroup('/api/task', 'auth-not-guest', 'task', 'v3.39.1'),
};

/** `/api/admin/task/{type}/…`: the same actions for administrators. */
export const adminTaskGroup: ApiGroup = {
  id: 'admin-task',
  title: l('Tasks (admin)', '任务（管理）'),
  page: 'guide/api/admin/task',
  routes: buildGroup('/api/admin/task', 'admin', 'admin-task', undefined),
};

export default userTaskGroup;
