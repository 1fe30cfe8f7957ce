export {default as OneDriveRequest} from './RequestForm';
export {default as OneDriveCallback} from './CallbackPanel';
export {default as OneDriveWebDav} from './WebDavForm';
