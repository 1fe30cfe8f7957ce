export {default as Pan115Token} from './TokenForm';
