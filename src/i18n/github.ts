// The GitHub check's strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=github';
import {addTranslations} from './addTranslations';

addTranslations(messages);
