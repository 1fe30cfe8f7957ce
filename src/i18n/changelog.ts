// The changelog strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=changelog';
import {addTranslations} from './addTranslations';

addTranslations(messages);
