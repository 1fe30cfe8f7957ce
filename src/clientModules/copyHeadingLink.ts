// Clicking a heading's # link also copies the section's address and says so.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import {showMessage} from '@site/src/components/Message';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a.hash-link');
    if (!(link instanceof HTMLAnchorElement) || !navigator.clipboard) return;
    navigator.clipboard
      .writeText(link.href)
      .then(() =>
        showMessage(
          translate({
            id: 'message.linkCopied',
            message: 'Link to this section copied',
            description: 'Shown after a heading link was copied',
          }),
          {
            type: 'success',
          },
        ),
      )
      .catch(() => undefined);
  });
}
