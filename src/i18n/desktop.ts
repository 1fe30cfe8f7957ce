// The desktop app download's strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=desktop';
import {addTranslations} from './addTranslations';

addTranslations(messages);
