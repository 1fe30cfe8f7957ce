export {default} from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
