/**
 * Nothing: the site's code block has its own word-wrap switch, in the server
 * HTML and working without JavaScript (src/theme/CodeBlock/index.tsx).
 */
export default function WordWrapButton(): null {
  return null;
}
