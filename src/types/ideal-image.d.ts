// `@theme/IdealImage` passes its other props to the legacy component, whose
// `shouldAutoDownload` its types leave out (src/components/DocImage uses it).
import type {Props as LegacyProps} from '@theme/IdealImageLegacy';

declare module '@theme/IdealImage' {
  interface Props {
    readonly shouldAutoDownload?: LegacyProps['shouldAutoDownload'];
  }
}
