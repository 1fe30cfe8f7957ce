/** `/api/admin/task/{type}/…`, built in ../task.ts from the same description as `/api/task`. */
import {adminTaskGroup} from '../task';

export default adminTaskGroup;
