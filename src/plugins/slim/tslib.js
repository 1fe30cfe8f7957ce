// The one tslib helper that @docusaurus/utils-common uses in the browser
// bundle. That package requires all of tslib (a CommonJS require, so nothing
// is tree-shaken); src/plugins/slim points that require here. Same behaviour
// as tslib's __importDefault.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
