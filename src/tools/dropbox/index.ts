export {default as DropboxStart} from './StartForm';
export {default as DropboxCallback} from './CallbackPanel';
