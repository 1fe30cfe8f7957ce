export {default as DropboxRequest} from './RequestForm';
export {default as DropboxCallback} from './CallbackPanel';
