// Stand-in for the theme's generated loader of the extra Prism languages
// (themeConfig.prism.additionalLanguages), which only a site build provides.
// A code block loads it with its highlighting part (src/theme/CodeBlock/Highlighted.tsx):
// React 19 reports that lazy load's failure inside the test that rendered the block.
export default function prismIncludeLanguages(): void {}
