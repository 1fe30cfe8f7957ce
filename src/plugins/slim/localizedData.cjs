/**
 * Rspack loader for the reference data (src/data/drivers, src/data/api,
 * src/data/config): each locale's build keeps only the texts its pages show.
 * The data holds every text in both languages, as `{en: '…', zh: '…'}` pairs
 * and as calls of helpers that take `(…, en, zh, …)` (`l(en, zh)`,
 * `param(name, schema, en, zh)`…); the components read one side through
 * `pickLocalized` (src/lib/site/localized.ts): the Chinese text on Chinese
 * pages unless it is empty, the English one otherwise. So the English build
 * empties each pair's Chinese string and the Chinese build each pair's
 * English string whose Chinese one is not empty; the pairs keep their shape.
 * Only texts are touched (literals, templates, names and property reads,
 * joined with `+`; no calls), and a Chinese text only when it cannot be
 * empty (it has characters of its own); anything else stays whole.
 *
 * Node-side readers of the same files (the API reference plugin's OpenAPI
 * documents, the reading times) load them without the bundler and see both
 * languages. See src/plugins/slim; tests/unit/plugins/localizedData.test.ts
 * checks that every data file shows the same texts after the loader as before.
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

/**
 * Whether a node is a string the loader may drop: literals, templates, names
 * and property reads (`SCOPE.en`), joined with `+`. No calls: dropping one
 * could drop what it does.
 */
function isText(node) {
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return isText(node.left) && isText(node.right);
  }
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((span) => isText(span.expression));
  if (ts.isPropertyAccessExpression(node)) return ts.isIdentifier(node.name) && isText(node.expression);
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isIdentifier(node);
}

/** Whether a text node has written characters of its own, so that it can never be empty. */
function hasLetters(node) {
  if (ts.isParenthesizedExpression(node)) return hasLetters(node.expression);
  if (ts.isBinaryExpression(node)) return hasLetters(node.left) || hasLetters(node.right);
  if (ts.isTemplateExpression(node)) {
    return node.head.text !== '' || node.templateSpans.some((span) => span.literal.text !== '');
  }
  return (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text !== '';
}

function isEmptyString(node) {
  return (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text === '';
}

function parse(fileName, source) {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/**
 * The functions a source file declares with parameters `en, zh` side by side
 * (function declarations and `const name = (…) => …`): name → index of `en`.
 */
function declaredHelpers(sourceFile) {
  const helpers = new Map();
  const visit = (node) => {
    let name;
    let parameters;
    if (ts.isFunctionDeclaration(node) && node.name) {
      name = node.name.text;
      parameters = node.parameters;
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text;
      parameters = node.initializer.parameters;
    }
    if (name && parameters) {
      const names = parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : ''));
      const en = names.indexOf('en');
      if (en >= 0 && names[en + 1] === 'zh') helpers.set(name, en);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return helpers;
}

function typeScriptFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * The `(…, en, zh, …)` helpers of every file under `roots`, by name. A name
 * declared twice with `en` at different places is left out (its calls stay
 * whole).
 */
function helpersOf(roots) {
  const helpers = new Map();
  const ambiguous = new Set();
  for (const file of roots.flatMap(typeScriptFiles)) {
    for (const [name, index] of declaredHelpers(parse(file, fs.readFileSync(file, 'utf8')))) {
      if (helpers.has(name) && helpers.get(name) !== index) ambiguous.add(name);
      helpers.set(name, index);
    }
  }
  for (const name of ambiguous) helpers.delete(name);
  return helpers;
}

/** The names of an object literal's `name: value` properties, or undefined if it has any other kind. */
function plainProperties(node) {
  const properties = new Map();
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return undefined;
    const {name} = property;
    if (!ts.isIdentifier(name) && !ts.isStringLiteral(name)) return undefined;
    properties.set(name.text, property.initializer);
  }
  return properties;
}

/**
 * `source` with the texts of the other language emptied, for pages in
 * `language` ('en' or 'zh'); `helpers` from `helpersOf`.
 */
function keepLanguage(source, fileName, language, helpers) {
  const sourceFile = parse(fileName, source);
  const emptied = [];
  const pair = (enNode, zhNode) => {
    if (!isText(enNode) || !isText(zhNode)) return;
    if (language === 'en') {
      // English pages read `en` whatever `zh` holds.
      if (!isEmptyString(zhNode)) emptied.push(zhNode);
    } else if (hasLetters(zhNode) && !isEmptyString(enNode)) {
      // Chinese pages read `zh` unless it is empty, which it cannot be here.
      emptied.push(enNode);
    }
  };
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node) && node.properties.length === 2) {
      const properties = plainProperties(node);
      if (properties && properties.has('en') && properties.has('zh')) {
        pair(properties.get('en'), properties.get('zh'));
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      const index = helpers.get(node.expression.text);
      const args = node.arguments;
      if (args.length > index + 1) pair(args[index], args[index + 1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  let result = source;
  for (const node of emptied.sort((a, b) => b.getStart(sourceFile) - a.getStart(sourceFile))) {
    result = `${result.slice(0, node.getStart(sourceFile))}''${result.slice(node.getEnd())}`;
  }
  return result;
}

const helpersByRoots = new Map();

/** Options: `language` ('en' or 'zh') and `roots`, the data folders (absolute). */
module.exports = function localizedData(source) {
  const {language, roots} = this.getOptions();
  const key = roots.join('\n');
  if (!helpersByRoots.has(key)) helpersByRoots.set(key, helpersOf(roots));
  return keepLanguage(source, this.resourcePath, language, helpersByRoots.get(key));
};
module.exports.keepLanguage = keepLanguage;
module.exports.helpersOf = helpersOf;
