// The charts' strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=chart';
import {addTranslations} from './addTranslations';

addTranslations(messages);
