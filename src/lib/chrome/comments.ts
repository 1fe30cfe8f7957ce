/** The comment widget's settings (giscus), configured by environment variables at build time. */
export interface CommentsConfig {
  readonly repo: string;
  readonly repoId: string;
  readonly category: string;
  readonly categoryId: string;
}

const KEYS = ['repo', 'repoId', 'category', 'categoryId'] as const;

/** The settings when all four are present and the repository looks like `owner/name`; else undefined (comments off). */
export function commentsConfig(value: unknown): CommentsConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of KEYS) {
    if (typeof record[key] !== 'string' || (record[key] as string).trim() === '') return undefined;
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(record.repo as string)) return undefined;
  return {
    repo: record.repo as string,
    repoId: record.repoId as string,
    category: record.category as string,
    categoryId: record.categoryId as string,
  };
}

/** Reads the giscus variables (GISCUS_REPO, GISCUS_REPO_ID, GISCUS_CATEGORY, GISCUS_CATEGORY_ID). */
export function commentsConfigFromEnv(env: Record<string, string | undefined>): CommentsConfig | undefined {
  return commentsConfig({
    repo: env.GISCUS_REPO,
    repoId: env.GISCUS_REPO_ID,
    category: env.GISCUS_CATEGORY,
    categoryId: env.GISCUS_CATEGORY_ID,
  });
}
