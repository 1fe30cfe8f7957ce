export {default as BaiduStart} from './StartForm';
export {default as BaiduCallback} from './CallbackPanel';
