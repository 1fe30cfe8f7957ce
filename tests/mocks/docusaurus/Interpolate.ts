export {default, interpolate} from '@docusaurus/core/lib/client/exports/Interpolate';
