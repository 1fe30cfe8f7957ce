// The video player's strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=video';
import {addTranslations} from './addTranslations';

addTranslations(messages);
