// The HTTP API reference's strings (./features.ts): import this module from the feature's code.
import messages from '@generated/codeTranslations?feature=api';
import {addTranslations} from './addTranslations';

addTranslations(messages);
