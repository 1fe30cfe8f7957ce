export {default as YandexStart} from './StartForm';
export {default as YandexCallback} from './CallbackPanel';
