import {DEFAULT_DOCS_BRANCH} from './constants';

export type RepoHost = 'github' | 'gitlab' | 'gitee' | 'bitbucket';

export interface EditLinkOptions {
  /** The project's repository: `owner/name` (GitHub) or a full URL. */
  readonly repo: string;
  /** Repository of the docs when it is not `repo`. */
  readonly docsRepo?: string;
  readonly docsBranch?: string;
  /** Folder of the docs inside the docs repository ('' for the root). */
  readonly docsDir?: string;
  /** Custom pattern with `:repo`, `:branch` and `:path` placeholders. */
  readonly pattern?: string;
}

export const EDIT_LINK_PATTERNS: Readonly<Record<RepoHost, string>> = {
  github: ':repo/edit/:branch/:path',
  gitlab: ':repo/-/edit/:branch/:path',
  gitee: ':repo/edit/:branch/:path',
  bitbucket: ':repo/src/:branch/:path?mode=edit&spa=0&at=:branch&fileviewer=file-view-default',
};

/** `owner/name` is a GitHub repository; a URL is recognised by its host. */
export function repoUrl(repo: string): string {
  const trimmed = repo.replace(/\/+$/, '').replace(/\.git$/, '');
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://github.com/${trimmed}`;
}

export function repoHost(url: string): RepoHost | undefined {
  const host = new URL(url).hostname;
  if (host.endsWith('github.com')) return 'github';
  if (host.includes('gitlab')) return 'gitlab';
  if (host.endsWith('gitee.com')) return 'gitee';
  if (host.endsWith('bitbucket.org')) return 'bitbucket';
  return undefined;
}

/**
 * The "edit this page" URL of a file, or undefined when the host is unknown
 * and no custom pattern is given.
 */
export function editLink(options: EditLinkOptions, filePath: string): string | undefined {
  const url = repoUrl(options.docsRepo ?? options.repo);
  const host = repoHost(url);
  const pattern = options.pattern ?? (host ? EDIT_LINK_PATTERNS[host] : undefined);
  if (!pattern) return undefined;
  const dir = (options.docsDir ?? '').replace(/^\/+|\/+$/g, '');
  const path = [dir, filePath.replace(/^\/+/, '')].filter(Boolean).join('/');
  const branch = options.docsBranch ?? DEFAULT_DOCS_BRANCH;
  return pattern
    .replace(/:repo/g, url)
    .replace(/:branch/g, encodeURIComponent(branch))
    .replace(/:path/g, path.split('/').map(encodeURIComponent).join('/'));
}
