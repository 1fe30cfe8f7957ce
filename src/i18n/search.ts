// The search strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=search';
import {addTranslations} from './addTranslations';

addTranslations(messages);
