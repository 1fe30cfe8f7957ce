// The overlays strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=overlays';
import {addTranslations} from './addTranslations';

addTranslations(messages);
