// Stand-in for @docusaurus/useIsomorphicLayoutEffect: tests render in a browser-like DOM.
import {useLayoutEffect} from 'react';

export default useLayoutEffect;
