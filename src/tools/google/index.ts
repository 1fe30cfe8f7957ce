export {default as GoogleRequest} from './RequestForm';
export {default as GoogleCallback} from './CallbackPanel';
export {default as GoogleAlbums} from './AlbumList';
