export * from '@docusaurus/core/lib/client/exports/router';
