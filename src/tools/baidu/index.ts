export {default as BaiduAuthorize} from './AuthorizeForm';
export {default as BaiduCallback} from './CallbackPanel';
