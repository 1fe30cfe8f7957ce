export {default as Pan115Start} from './StartForm';
