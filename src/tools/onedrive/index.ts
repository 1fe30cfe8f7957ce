export {default as OneDriveStart} from './StartForm';
export {default as OneDriveCallback} from './CallbackPanel';
export {default as OneDriveWebDav} from './WebDavForm';
