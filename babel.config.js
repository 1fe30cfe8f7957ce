// Used by jest (babel-jest) only: Docusaurus builds with SWC/Rspack through
// @docusaurus/faster and ignores this file for site code.
module.exports = {
  presets: [
    ['@babel/preset-env', {targets: {node: 'current'}}],
    ['@babel/preset-react', {runtime: 'automatic'}],
    '@babel/preset-typescript',
  ],
};
