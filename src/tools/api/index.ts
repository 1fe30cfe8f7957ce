export {default as ApiConsole} from './Console';
