// Stands in, in the server bundle only, for a module that the site loads in
// the browser alone (see CLIENT_ONLY in ./index.ts). The components that load
// them render a placeholder on the server, so this is never rendered; if it
// were, the build fails here instead of shipping a page whose server HTML and
// browser render differ.
function ClientOnlyModule() {
  throw new Error('A browser-only module (src/plugins/slim, CLIENT_ONLY) was rendered on the server.');
}
module.exports = ClientOnlyModule;
module.exports.default = ClientOnlyModule;
module.exports.__esModule = true;
