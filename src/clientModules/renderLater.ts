/**
 * The page first loaded renders its long reference blocks after load, a few
 * at a time in idle periods (src/lib/chrome/renderLater.ts); pages reached by
 * a client-side navigation render everything at once, so that its scroll to
 * an anchor lands on the real position.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {afterLoadWhenIdle, browserIdleHost, runWhenIdle} from '@site/src/lib/chrome/idle';
import {renderAll, renderInTurn} from '@site/src/lib/chrome/renderLater';

if (ExecutionEnvironment.canUseDOM) {
  afterLoadWhenIdle(() => {
    const host = browserIdleHost();
    renderInTurn(document, (turn) => runWhenIdle(host, turn, {timeoutMs: 1000, fallbackDelayMs: 16}));
  });
  window.addEventListener('beforeprint', () => renderAll());
}

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({previousLocation}) => {
  if (previousLocation) renderAll();
};
