export {default as YandexAuthorize} from './AuthorizeForm';
export {default as YandexCallback} from './CallbackPanel';
