// Printing, however started (button, menu, Ctrl+P), opens every collapsed
// <details> so nothing is missing on paper.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function openAllDetails(root: ParentNode = document): number {
  let opened = 0;
  root.querySelectorAll('details:not([open])').forEach((details) => {
    details.setAttribute('open', '');
    details.setAttribute('data-collapsed', 'false');
    opened += 1;
  });
  return opened;
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('beforeprint', () => {
    openAllDetails();
  });
}
