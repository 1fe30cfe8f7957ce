export {default as WopanToken} from './TokenForm';
