export {default, hasProtocol} from '@docusaurus/core/lib/client/exports/isInternalUrl';
