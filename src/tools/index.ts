// Every token tool, as the MDX pages use them (registered in src/theme/MDXComponents.tsx).
export * from './onedrive';
export * from './aliyundrive';
export * from './baidu';
export * from './dropbox';
export * from './google';
export * from './yandex';
export * from './115';
export * from './wopan';
export {default as RedirectUri} from './shared/RedirectUri';
