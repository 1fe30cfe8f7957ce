export {default as GoogleStart} from './StartForm';
export {default as GoogleCallback} from './CallbackPanel';
export {default as GoogleAlbums} from './AlbumList';
