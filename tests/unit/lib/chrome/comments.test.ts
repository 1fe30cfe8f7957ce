import {commentsConfig, commentsConfigFromEnv} from '@site/src/lib/chrome/comments';

describe('comments config', () => {
  const full = {repo: 'alist-org/docs', repoId: 'R_1', category: 'Announcements', categoryId: 'DIC_1'};

  it('needs all four settings', () => {
    expect(commentsConfig(full)).toEqual(full);
    expect(commentsConfig({...full, categoryId: ''})).toBeUndefined();
    expect(commentsConfig({...full, repo: 'not a repo'})).toBeUndefined();
    expect(commentsConfig(null)).toBeUndefined();
  });

  it('reads the environment', () => {
    expect(commentsConfigFromEnv({})).toBeUndefined();
    expect(
      commentsConfigFromEnv({
        GISCUS_REPO: full.repo,
        GISCUS_REPO_ID: full.repoId,
        GISCUS_CATEGORY: full.category,
        GISCUS_CATEGORY_ID: full.categoryId,
      }),
    ).toEqual(full);
  });
});
