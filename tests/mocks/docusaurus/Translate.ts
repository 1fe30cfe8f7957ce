export {default, translate} from '@docusaurus/core/lib/client/exports/Translate';
