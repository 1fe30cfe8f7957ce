// Stands in for the theme's `prism-include-languages` client module, which
// would put Prism and every extra language into the entry bundle of every
// page. Prism is loaded with the code block's highlighting part instead
// (src/theme/CodeBlock/Highlighted.tsx); see src/plugins/prism.
export {};
