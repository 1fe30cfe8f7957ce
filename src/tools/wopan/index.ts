export {default as WopanStart} from './StartForm';
