/** The earlier site's Markdown and the docs' pictures, as remark plugins for the docs (see README.md in this folder). */
export {default as include} from './include';
export {default as containers, legacyContainerSyntax} from './containers';
export {default as inlineMarks} from './inlineMarks';
export {default as images} from './images';
