export {default as AliyundriveRequest} from './RequestForm';
export {default as AliyundriveCallback} from './CallbackPanel';
