#!/usr/bin/env node
// Builds the English site with Algolia DocSearch configured (fake
// application id and keys from tests/e2e/fixtures/hosted-search.json) into
// build-algolia/, for the end-to-end tests of the hosted search mode. The
// tests stub or block the search host: nothing here ever reaches Algolia.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = JSON.parse(readFileSync(path.join(root, 'tests/e2e/fixtures/hosted-search.json'), 'utf8'));
const child = spawnSync(
  'npx',
  ['--no-install', 'docusaurus', 'build', '--locale', 'en', '--out-dir', 'build-algolia'],
  {cwd: root, stdio: 'inherit', env: {...process.env, ...env}},
);
process.exit(child.status ?? 1);
