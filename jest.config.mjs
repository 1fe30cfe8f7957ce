// Unit tests: jsdom + Testing Library. Docusaurus modules are mapped to the
// framework's own client exports where they work outside a site, and to small
// stand-ins in tests/mocks where they need the generated site data.
/** @type {import('jest').Config} */
const config = {
  rootDir: '.',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  transform: {
    '^.+\\.[jt]sx?$': 'babel-jest',
  },
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|clsx|react-player)/)'],
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/tests/mocks/file.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/codeTranslations\\?feature=.*$': '<rootDir>/tests/mocks/generated/featureTranslations.ts',
    '^@generated/(.*)$': '<rootDir>/tests/mocks/generated/$1',
    '^@theme/(.*)$': '<rootDir>/tests/mocks/theme/$1',
    '^@theme-original/(.*)$': '<rootDir>/tests/mocks/theme/$1',
    '^@docusaurus/(Link|Translate|useDocusaurusContext|useBaseUrl|useIsBrowser|BrowserOnly|Head|ExecutionEnvironment|router|Interpolate|isInternalUrl|useGlobalData|useBrokenLinks|useIsomorphicLayoutEffect)$':
      '<rootDir>/tests/mocks/docusaurus/$1',
    '^@docusaurus/plugin-content-docs/client$': '<rootDir>/tests/mocks/docusaurus/docsClient',
    '^@docusaurus/theme-common$': '<rootDir>/tests/mocks/docusaurus/themeCommon',
    '^@docusaurus/theme-common/internal$': '<rootDir>/tests/mocks/docusaurus/themeCommonInternal',
  },
  collectCoverageFrom: ['src/lib/**/*.ts'],
};

export default config;
