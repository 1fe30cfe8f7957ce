export {default as AliyundriveStart} from './StartForm';
export {default as AliyundriveCallback} from './CallbackPanel';
