import { fuzzSuite } from './fuzz-suite';

fuzzSuite(1, 2);
