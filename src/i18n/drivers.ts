// The storage drivers' strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=drivers';
import {addTranslations} from './addTranslations';

addTranslations(messages);
