import { fuzzSuite } from './fuzz-suite';

fuzzSuite(0, 2);
